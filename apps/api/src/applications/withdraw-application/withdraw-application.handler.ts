import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NotFoundError, applicantIndexDecider, applicantIndexStreamId, applicationStreamId } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { loadCourse } from '../../catalog/shared/load-course';
import { requestMetadata } from '../../identity/shared/metadata';
import { PLATFORM } from '../../platform/platform.module';
import { loadOwnApplication } from '../shared/own-application';
import { WithdrawApplicationCommand } from './withdraw-application.command';

/** Withdraw (DELETE): the application leaves the applicant's index in the same append, freeing its place. */
@CommandHandler(WithdrawApplicationCommand)
export class WithdrawApplicationHandler implements ICommandHandler<WithdrawApplicationCommand, void> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ userId, role, applicationId }: WithdrawApplicationCommand): Promise<void> {
    await this.platform.commands.execute(requestMetadata(userId), async (session) => {
      const now = new Date();
      // The index the withdrawal releases its place in, read with the application in one round trip.
      await session.preload([applicationStreamId(applicationId), applicantIndexStreamId(userId)]);
      const { stream, application } = await loadOwnApplication(session, userId, role, applicationId);
      const course = await loadCourse(session, application.courseId);
      if (!course) throw new NotFoundError('Application not found.');
      session.decide(stream, 'application', { type: 'WithdrawApplication', userId, course, now });
      const index = await session.load(applicantIndexStreamId(userId), applicantIndexDecider);
      session.decide(index, 'applicant', { type: 'ReleaseApplication', userId, applicationId, now });
    });
  }
}
