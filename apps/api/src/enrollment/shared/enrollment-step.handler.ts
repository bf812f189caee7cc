import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  type EnrollmentCommand,
  NotFoundError,
  applicantIndexDecider,
  applicantIndexStreamId,
  customAmountCents,
  feeBreakdown,
} from '@portal/domain';
import type { Queryable } from '@portal/event-store';
import { feeInputsFor } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { requestMetadata } from '../../identity/shared/metadata';
import { PLATFORM } from '../../platform/platform.module';
import { loadOwnApplication } from '../../applications/shared/own-application';
import { type EnrollmentStep, EnrollmentStepCommand } from './enrollment-step.command';

async function feeNow(tx: Queryable, applicationId: string) {
  const inputs = await feeInputsFor(tx, applicationId);
  if (!inputs) throw new NotFoundError('Application not found.');
  return feeBreakdown(inputs);
}

/** The decider's command for a step; the fee steps read the fee with the transaction's client. */
async function commandOf(
  step: EnrollmentStep,
  userId: string,
  applicationId: string,
  tx: Queryable,
  now: Date,
): Promise<EnrollmentCommand> {
  switch (step.type) {
    case 'ChoosePayWhatYouCan':
      return {
        type: 'ChoosePayWhatYouCan',
        userId,
        amountCents: customAmountCents(await feeNow(tx, applicationId), step.amount),
        now,
      };
    case 'WaiveFee':
      return {
        type: 'WaiveFee',
        userId,
        reason: step.reason,
        feeCents: (await feeNow(tx, applicationId)).total_cents,
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
      const command = await commandOf(step, userId, applicationId, session.tx, now);
      const { state: after } = session.decide(stream, 'application', command);
      if (wantedBefore || after.status !== 'live' || !after.application.wantsToEnroll) return;
      const index = await session.load(applicantIndexStreamId(userId), applicantIndexDecider);
      session.decide(index, 'applicant', { type: 'RecordOfferAcceptance', userId, applicationId, now });
    });
  }
}
