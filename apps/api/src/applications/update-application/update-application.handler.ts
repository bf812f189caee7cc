import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  NotFoundError,
  applicationStreamId,
  profileDecider,
  profileStreamId,
  seniorityInputsOf,
  seniorityOf,
} from '@portal/domain';
import type { Platform } from '@portal/platform';
import { loadCourse } from '../../catalog/shared/load-course';
import { requestMetadata } from '../../identity/shared/metadata';
import { PLATFORM } from '../../platform/platform.module';
import { parseApplicationForm } from '../shared/application-kinds';
import { loadOwnApplication } from '../shared/own-application';
import { UpdateApplicationCommand } from './update-application.command';

/**
 * An edit. The sent fields are laid over the stored answers inside the command, so when two edits race
 * the retried one is merged onto the other's result: neither change is silently lost.
 */
@CommandHandler(UpdateApplicationCommand)
export class UpdateApplicationHandler implements ICommandHandler<UpdateApplicationCommand, void> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ userId, role, applicationId, changes }: UpdateApplicationCommand): Promise<void> {
    await this.platform.commands.execute(requestMetadata(userId), async (session) => {
      const now = new Date();
      // Seniority reads the profile: read it with the application, in one round trip.
      await session.preload([
        applicationStreamId(applicationId),
        ...(role === 'mentor' ? [] : [profileStreamId(userId)]),
      ]);
      const { stream, application } = await loadOwnApplication(session, userId, role, applicationId);
      const { form, personal, courseId } = application;
      const { fields } = parseApplicationForm(role, { ...form, ...personal, ...changes }, false);
      const course = await loadCourse(session, courseId);
      if (!course) throw new NotFoundError('Application not found.');
      const seniority =
        role === 'mentor'
          ? null
          : seniorityOf(role, seniorityInputsOf((await session.load(profileStreamId(userId), profileDecider)).state));
      session.decide(stream, 'application', { type: 'UpdateApplication', userId, course, fields, seniority, now });
    });
  }
}
