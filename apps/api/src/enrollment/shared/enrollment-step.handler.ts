import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  type EnrollmentCommand,
  type LiveApplication,
  applicantIndexDecider,
  applicantIndexStreamId,
  customAmountCents,
} from '@portal/domain';
import type { CommandSession } from '@portal/event-store';
import type { Platform } from '@portal/platform';
import { requestMetadata } from '../../identity/shared/metadata';
import { PLATFORM } from '../../platform/platform.module';
import { loadOwnApplication } from '../../applications/shared/own-application';
import { type EnrollmentStep, EnrollmentStepCommand } from './enrollment-step.command';
import { loadCourse } from '../../catalog/shared/load-course';
import { feeFromStreams } from './fee-from-streams';

/** The application as if the hardship question were not answered yet: its fee is the one before the discount. */
const withoutHardship = (application: LiveApplication): LiveApplication => ({
  ...application,
  enrollment: { ...application.enrollment, hardship: null },
});

/** The decider's command for a step; the fee steps read the fee from the streams in the session. */
async function commandOf(
  step: EnrollmentStep,
  userId: string,
  application: LiveApplication,
  session: CommandSession,
  now: Date,
): Promise<EnrollmentCommand> {
  switch (step.type) {
    case 'ChoosePayWhatYouCan':
      return {
        type: 'ChoosePayWhatYouCan',
        userId,
        amountCents: customAmountCents(await feeFromStreams(session, application), step.amount),
        now,
      };
    case 'AnswerHardship':
      return {
        ...step,
        userId,
        // The fee before the discount, which staff read in the queue; asked of them on a course that says so.
        feeCents: (await feeFromStreams(session, withoutHardship(application))).total_cents,
        staffDecides: (await loadCourse(session, application.courseId))?.fee_waivers === 'staff',
        now,
      };
    case 'WaiveFee':
      return {
        type: 'WaiveFee',
        userId,
        reason: step.reason,
        feeCents: (await feeFromStreams(session, application)).total_cents,
        // A course recorded before the setting existed grants waivers at once, as it always did.
        staffDecides: (await loadCourse(session, application.courseId))?.fee_waivers === 'staff',
        now,
      };
    default:
      return { ...step, userId, now };
  }
}

/**
 * Runs one step of the applicant's answer to an offer on their own application. A step that takes the
 * offer up (wants_to_enroll becomes true) records the acceptance in the applicant's index in the same
 * transaction, so no second offer of the season can be accepted beside it.
 */
@CommandHandler(EnrollmentStepCommand)
export class EnrollmentStepHandler implements ICommandHandler<EnrollmentStepCommand, void> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ userId, role, applicationId, step }: EnrollmentStepCommand): Promise<void> {
    await this.platform.commands.execute(requestMetadata(userId), async (session) => {
      const now = new Date();
      const { stream, application } = await loadOwnApplication(session, userId, role, applicationId);
      const wantedBefore = application.wantsToEnroll;
      const command = await commandOf(step, userId, application, session, now);
      const { state: after } = session.decide(stream, 'application', command);
      if (wantedBefore || after.status !== 'live' || !after.application.wantsToEnroll) return;
      const index = await session.load(applicantIndexStreamId(userId), applicantIndexDecider);
      session.decide(index, 'applicant', { type: 'RecordOfferAcceptance', userId, applicationId, now });
    });
  }
}
