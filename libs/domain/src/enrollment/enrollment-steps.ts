import { type FundingOption, MESSAGES } from '@portal/contracts';
import { DomainError, NotFoundError, RefusedError } from '../shared/domain-error';
import type { ApplicationEvent } from '../applications/application.events';
import type { ApplicationState, LiveApplication } from '../applications/application.state';
import { BEFORE_PAYMENT, BEFORE_REDUCED_FEE, requireSteps, stepsBeforeWaiver } from './enrollment-prerequisites';

/** The applicant's answers to an offer (spec 2 §2, §4, §5); each carries the caller, so another's id is not found. */
export type EnrollmentCommand =
  | { type: 'DeclineOffer'; userId: string; now: Date }
  | { type: 'AcceptRolesDocument'; userId: string; now: Date }
  | { type: 'ConfirmSupplementalForm'; userId: string; now: Date }
  | { type: 'AnswerFunding'; userId: string; funding: FundingOption; explanation: string; now: Date }
  /** `staffDecides`: the course's staff decide reductions, so a "yes" asks them; `feeCents` the fee before it. */
  | {
      type: 'AnswerHardship';
      userId: string;
      hardship: boolean;
      explanation: string;
      staffDecides?: boolean;
      feeCents?: number;
      now: Date;
    }
  | { type: 'ChoosePayWhatYouCan'; userId: string; amountCents: number; now: Date }
  /**
   * `feeCents`: the fee as it stands, computed by the caller from the read models. `staffDecides`: the
   * course's staff decide waivers (`fee_waivers: 'staff'`), so a fee above zero is asked for, not waived.
   */
  | { type: 'WaiveFee'; userId: string; reason: string; feeCents: number; staffDecides?: boolean; now: Date }
  | { type: 'SignTaAgreement'; userId: string; now: Date };

export const MIN_EXPLANATION_LENGTH = 200;

const own = (state: ApplicationState, userId: string): LiveApplication => {
  if (state.status !== 'live' || state.application.userId !== userId) throw new NotFoundError('Application not found.');
  return state.application;
};

const notAllowed = () => new RefusedError('not_allowed', MESSAGES.youCannotPerformThisAction);

/** An offer that can still be answered: accepted, not yet taken up, and before its end date. */
export function offerAnswerable(application: LiveApplication, now: Date): boolean {
  const { offer } = application.enrollment;
  const beforeEnd = !offer || now.getTime() < Date.parse(offer.acceptingOfferEndDate);
  return application.applicationStatus === 'accepted' && !application.wantsToEnroll && beforeEnd;
}

/** The wizard's fee steps: a student's offer that is taken up, or still open to be. */
function requireEnrolling(application: LiveApplication, now: Date): void {
  if (application.role !== 'student' || application.applicationStatus !== 'accepted') throw notAllowed();
  if (!application.wantsToEnroll && !offerAnswerable(application, now)) throw notAllowed();
}

/** The 200-character minimum of the explanations (spec 2 §5), checked here too so no path skips it. */
function requireExplanation(text: string, field: string): void {
  if (text.trim() === '') throw new DomainError('required', MESSAGES.requiredField, field);
  if (text.trim().length < MIN_EXPLANATION_LENGTH)
    throw new DomainError('min_length', MESSAGES.minimumLength200, field);
}

export function decideEnrollmentStep(command: EnrollmentCommand, state: ApplicationState): ApplicationEvent[] {
  const application = own(state, command.userId);
  const { applicationId, userId } = application;
  const at = command.now.toISOString();
  switch (command.type) {
    case 'DeclineOffer': {
      // Final, and one answer per offer: a declined offer stays declined; an accepted one cannot be declined.
      if (application.applicationStatus === 'declined' && application.enrollment.declineReason === 'declined')
        return [];
      if (application.role === 'mentor' || !offerAnswerable(application, command.now)) throw notAllowed();
      return [{ type: 'OfferDeclined', data: { applicationId, userId, declinedAt: at } }];
    }
    case 'AcceptRolesDocument': {
      if (application.role !== 'student') throw notAllowed();
      if (application.enrollment.rolesDocumentAccepted) return [];
      if (!offerAnswerable(application, command.now)) throw notAllowed();
      return [
        { type: 'RolesDocumentAccepted', data: { applicationId, userId, acceptedAt: at } },
        { type: 'EnrollmentWishSet', data: { applicationId, userId, setAt: at } },
      ];
    }
    case 'ConfirmSupplementalForm':
      requireEnrolling(application, command.now);
      requireSteps(application.enrollment, ['roles_document']);
      if (application.enrollment.supplementalConfirmed) return [];
      return [{ type: 'SupplementalFormConfirmed', data: { applicationId, userId, confirmedAt: at } }];
    case 'AnswerFunding':
      requireEnrolling(application, command.now);
      requireExplanation(command.explanation, 'explanation');
      requireSteps(application.enrollment, BEFORE_PAYMENT);
      return [
        {
          type: 'FundingAnswered',
          data: { applicationId, userId, funding: command.funding, explanation: command.explanation, answeredAt: at },
        },
      ];
    case 'AnswerHardship': {
      requireEnrolling(application, command.now);
      requireExplanation(command.explanation, 'explanation');
      requireSteps(application.enrollment, [...BEFORE_PAYMENT, 'funding']);
      const { hardship, explanation } = command;
      const answered: ApplicationEvent = {
        type: 'HardshipAnswered',
        data: { applicationId, userId, hardship, explanation, answeredAt: at },
      };
      if (!hardship) return [answered];
      if (command.staffDecides) {
        const data = { applicationId, userId, feeCents: Math.max(0, command.feeCents ?? 0), requestedAt: at };
        return [answered, { type: 'HardshipReductionRequested', data }];
      }
      return [
        answered,
        { type: 'HardshipReductionApproved', data: { applicationId, userId, automatic: true, approvedAt: at } },
      ];
    }
    case 'ChoosePayWhatYouCan':
      requireEnrolling(application, command.now);
      requireSteps(application.enrollment, BEFORE_REDUCED_FEE);
      return [
        {
          type: 'PayWhatYouCanChosen',
          data: { applicationId, userId, amountCents: command.amountCents, chosenAt: at },
        },
      ];
    case 'WaiveFee': {
      requireEnrolling(application, command.now);
      // A fee of 0 or below cannot be charged at all, so its waiver needs no justification (spec 2 §5).
      if (command.feeCents > 0) requireExplanation(command.reason, 'reason');
      requireSteps(application.enrollment, stepsBeforeWaiver(application.enrollment, command.feeCents));
      const feeCents = Math.max(0, command.feeCents);
      // Nothing to charge, or staff already turned the waive option on for this student: nothing to decide.
      if (command.staffDecides && feeCents > 0 && !application.enrollment.waiveFeeOption) {
        // Asked once: asking again while staff have not decided records nothing.
        if (application.enrollment.waiverRequest) return [];
        const data = { applicationId, userId, reason: command.reason, feeCents, requestedAt: at };
        return [{ type: 'FeeWaiverRequested', data }];
      }
      return [{ type: 'FeeWaived', data: { applicationId, userId, reason: command.reason, feeCents, waivedAt: at } }];
    }
    case 'SignTaAgreement': {
      if (application.role !== 'ta') throw notAllowed();
      if (application.enrollment.agreementSigned) return [];
      // A TA who took the offer up (wants_to_enroll) before signing may still sign: approval needs it.
      const open = application.wantsToEnroll || offerAnswerable(application, command.now);
      if (application.applicationStatus !== 'accepted' || !open) throw notAllowed();
      return [{ type: 'TaAgreementSigned', data: { applicationId, userId, signedAt: at } }];
    }
  }
}
