import { Inject, Injectable } from '@nestjs/common';
import type { ApplicationRole } from '@portal/contracts';
import { NotFoundError, applicantIndexDecider, applicantIndexStreamId } from '@portal/domain';
import { findCourse } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { requestMetadata } from '../../identity/shared/metadata';
import { PLATFORM } from '../../platform/platform.module';
import { loadOwnApplication } from '../shared/own-application';

/** Withdraw (DELETE): the application leaves the applicant's index in the same append, freeing its place. */
@Injectable()
export class WithdrawApplicationHandler {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute(userId: string, role: ApplicationRole, applicationId: string): Promise<void> {
    await this.platform.commands.execute(requestMetadata(userId), async (session) => {
      const now = new Date();
      const { stream, application } = await loadOwnApplication(session, userId, role, applicationId);
      const course = await findCourse(session.tx, application.courseId);
      if (!course) throw new NotFoundError('Application not found.');
      session.decide(stream, 'application', { type: 'WithdrawApplication', userId, course, now });
      const index = await session.load(applicantIndexStreamId(userId), applicantIndexDecider);
      session.decide(index, 'applicant', { type: 'ReleaseApplication', userId, applicationId, now });
    });
  }
}
