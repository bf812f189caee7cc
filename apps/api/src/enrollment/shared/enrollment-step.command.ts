import { Command } from '@nestjs/cqrs';
import type { ApplicationRole, FundingOption } from '@portal/contracts';

/** A step of the applicant's answer to an offer, as the request gave it (the caller and the time are added). */
export type EnrollmentStep =
  | { type: 'DeclineOffer' }
  | { type: 'AcceptRolesDocument' }
  | { type: 'ConfirmSupplementalForm' }
  | { type: 'AnswerFunding'; funding: FundingOption; explanation: string }
  | { type: 'AnswerHardship'; hardship: boolean; explanation: string }
  /** Whole dollars, checked against the fee as it stands when the step is taken. */
  | { type: 'ChoosePayWhatYouCan'; amount: number }
  | { type: 'WaiveFee'; reason: string }
  | { type: 'SignTaAgreement' };

/**
 * One step of the applicant's answer to an offer on their own application. The wizard's steps share
 * this one command: each loads the same stream, decides and records a take-up in the same way.
 */
export class EnrollmentStepCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly role: ApplicationRole,
    readonly applicationId: string,
    readonly step: EnrollmentStep,
  ) {
    super();
  }
}
