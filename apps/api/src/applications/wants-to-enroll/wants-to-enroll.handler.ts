import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { ApplicationRole, ApplicationView } from '@portal/contracts';
import { NotFoundError, applicantIndexDecider, applicantIndexStreamId } from '@portal/domain';
import { findCourse, findOwnApplication } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { requestMetadata } from '../../identity/shared/metadata';
import { PLATFORM } from '../../platform/platform.module';
import { toApplicationView } from '../shared/application-views';
import { loadOwnApplication } from '../shared/own-application';

/** Accepting an offer; the index records it so no second offer of the season can be accepted. */
@Injectable()
export class WantsToEnrollHandler {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute(userId: string, role: ApplicationRole, applicationId: string): Promise<ApplicationView> {
    await this.platform.commands.execute(requestMetadata(userId), async (session) => {
      const now = new Date();
      const { stream, application } = await loadOwnApplication(session, userId, role, applicationId);
      const course = await findCourse(session.tx, application.courseId);
      if (!course) throw new NotFoundError('Application not found.');
      const { events } = session.decide(stream, 'application', { type: 'SetEnrollmentWish', userId, course, now });
      if (events.length === 0) return;
      const index = await session.load(applicantIndexStreamId(userId), applicantIndexDecider);
      session.decide(index, 'applicant', { type: 'RecordOfferAcceptance', userId, applicationId, now });
    });
    const row = await findOwnApplication(this.platform.db, userId, applicationId);
    if (!row) throw new NotFoundException();
    return toApplicationView(row);
  }
}
