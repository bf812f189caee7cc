import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { ApplicationRole, ApplicationView } from '@portal/contracts';
import { type EnrollmentCommand, applicantIndexDecider, applicantIndexStreamId } from '@portal/domain';
import type { Queryable } from '@portal/event-store';
import { findOwnApplication } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { requestMetadata } from '../../identity/shared/metadata';
import { PLATFORM } from '../../platform/platform.module';
import { dashboardView } from './dashboard-view';
import { loadOwnApplication } from '../../applications/shared/own-application';

/** Builds the step's command inside the transaction (some need the fee, read with the transaction's client). */
export type StepCommand = (tx: Queryable, now: Date) => EnrollmentCommand | Promise<EnrollmentCommand>;

/**
 * Runs one step of the applicant's answer to an offer on their own application. A step that takes the
 * offer up (wants_to_enroll becomes true) records the acceptance in the applicant's index in the same
 * transaction, so no second offer of the season can be accepted beside it.
 */
@Injectable()
export class EnrollmentStepHandler {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute(
    userId: string,
    role: ApplicationRole,
    applicationId: string,
    step: StepCommand,
  ): Promise<ApplicationView> {
    await this.platform.commands.execute(requestMetadata(userId), async (session) => {
      const now = new Date();
      const { stream, application } = await loadOwnApplication(session, userId, role, applicationId);
      const wantedBefore = application.wantsToEnroll;
      const { state: after } = session.decide(stream, 'application', await step(session.tx, now));
      if (wantedBefore || after.status !== 'live' || !after.application.wantsToEnroll) return;
      const index = await session.load(applicantIndexStreamId(userId), applicantIndexDecider);
      session.decide(index, 'applicant', { type: 'RecordOfferAcceptance', userId, applicationId, now });
    });
    const row = await findOwnApplication(this.platform.db, userId, applicationId);
    if (!row) throw new NotFoundException();
    return dashboardView(this.platform.db, row);
  }
}
