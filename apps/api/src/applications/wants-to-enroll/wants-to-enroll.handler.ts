import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NotFoundError, applicantIndexDecider, applicantIndexStreamId } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { loadCourse } from '../../catalog/shared/load-course';
import { requestMetadata } from '../../identity/shared/metadata';
import { PLATFORM } from '../../platform/platform.module';
import { loadOwnApplication } from '../shared/own-application';
import { WantsToEnrollCommand } from './wants-to-enroll.command';

/** Accepting an offer; the index records it so no second offer of the season can be accepted. */
@CommandHandler(WantsToEnrollCommand)
export class WantsToEnrollHandler implements ICommandHandler<WantsToEnrollCommand, void> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ userId, role, applicationId }: WantsToEnrollCommand): Promise<void> {
    await this.platform.commands.execute(requestMetadata(userId), async (session) => {
      const now = new Date();
      const { stream, application } = await loadOwnApplication(session, userId, role, applicationId);
      const course = await loadCourse(session, application.courseId);
      if (!course) throw new NotFoundError('Application not found.');
      const { events } = session.decide(stream, 'application', { type: 'SetEnrollmentWish', userId, course, now });
      if (events.length === 0) return;
      const index = await session.load(applicantIndexStreamId(userId), applicantIndexDecider);
      session.decide(index, 'applicant', { type: 'RecordOfferAcceptance', userId, applicationId, now });
    });
  }
}
