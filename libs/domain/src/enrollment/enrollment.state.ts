import type { FundingOption, TaFor } from '@portal/contracts';
import { assertNever } from '../shared/decider';
import type { EnrollmentEvent, PodRole } from './enrollment.events';
import type { LiveApplication } from '../applications/application.state';

/** What the enrollment steps and staff have recorded on an application, after its submission. */
export interface Enrollment {
  offer: { offerId: string; acceptingOfferEndDate: string } | null;
  declineReason: 'declined' | 'expired' | null;
  rolesDocumentAccepted: boolean;
  supplementalConfirmed: boolean;
  funding: FundingOption | null;
  hardship: boolean | null;
  payWhatYouCanCents: number | null;
  agreementSigned: boolean;
  waiveFeeOption: boolean;
  payWhatYouCanOption: boolean;
  selectedAsLeadTa: boolean;
  taFor: TaFor | null;
  /** Staff's review of the hardship discount (courses whose staff decide it); null: none asked, or granted at once. */
  hardshipReview: 'waiting' | 'approved' | 'refused' | null;
  /** A waiver request waiting for staff (courses whose staff decide waivers); the reason is the student's. */
  waiverRequest: { reason: string; feeCents: number; requestedAt: string } | null;
  /** Checkout sessions already recorded: a webhook delivered again records nothing. */
  checkoutSessionIds: string[];
  /** The pods matching placed this person on, by role there. */
  pods: Partial<Record<PodRole, string[]>>;
}

export const initialEnrollment = (): Enrollment => ({
  offer: null,
  declineReason: null,
  rolesDocumentAccepted: false,
  supplementalConfirmed: false,
  funding: null,
  hardship: null,
  payWhatYouCanCents: null,
  agreementSigned: false,
  waiveFeeOption: false,
  payWhatYouCanOption: false,
  selectedAsLeadTa: false,
  taFor: null,
  hardshipReview: null,
  waiverRequest: null,
  checkoutSessionIds: [],
  pods: {},
});

export function evolveEnrollment(application: LiveApplication, event: EnrollmentEvent): LiveApplication {
  const e = application.enrollment;
  const next = (changes: Partial<LiveApplication>, enrollment: Partial<Enrollment> = {}): LiveApplication => ({
    ...application,
    ...changes,
    enrollment: { ...e, ...enrollment },
  });
  switch (event.type) {
    case 'OfferMade': {
      const { offerId, acceptingOfferEndDate } = event.data;
      return next({ applicationStatus: 'accepted' }, { offer: { offerId, acceptingOfferEndDate } });
    }
    case 'ApplicationDecided':
      return next({ applicationStatus: event.data.status });
    case 'OfferExpired':
      return next({ applicationStatus: 'declined' }, { declineReason: 'expired' });
    case 'OfferDeclined':
      return next({ applicationStatus: 'declined' }, { declineReason: 'declined' });
    case 'RolesDocumentAccepted':
      return next({}, { rolesDocumentAccepted: true });
    case 'SupplementalFormConfirmed':
      return next({}, { supplementalConfirmed: true });
    case 'FundingAnswered':
      return next({}, { funding: event.data.funding });
    case 'HardshipAnswered':
      // A new answer is reviewed anew (its request, if any, follows in the same transaction).
      return next({}, { hardship: event.data.hardship, hardshipReview: null });
    case 'HardshipReductionRequested':
      return next({}, { hardshipReview: 'waiting' });
    case 'HardshipReductionApproved':
      return next({}, { hardshipReview: 'approved' });
    case 'HardshipReductionRefused':
      return next({}, { hardshipReview: 'refused' });
    case 'PayWhatYouCanChosen':
      return next({}, { payWhatYouCanCents: event.data.amountCents });
    case 'FeeWaived':
      return next({ applicationStatus: 'waived_fee', wantsToEnroll: true }, { waiverRequest: null });
    case 'FeeWaiverRequested': {
      const { reason, feeCents, requestedAt } = event.data;
      return next({}, { waiverRequest: { reason, feeCents, requestedAt } });
    }
    case 'FeeWaiverRefused':
      return next({}, { waiverRequest: null });
    case 'PaymentReceived': {
      const checkoutSessionIds = [...e.checkoutSessionIds, event.data.checkoutSessionId];
      return event.data.settlesFee
        ? next({ applicationStatus: 'paid', wantsToEnroll: true }, { checkoutSessionIds })
        : next({}, { checkoutSessionIds });
    }
    case 'PaymentRefundDue':
      return application;
    case 'TaAgreementSigned':
      return next({ wantsToEnroll: true }, { agreementSigned: true });
    case 'TaRoleAssigned':
      return next({}, { selectedAsLeadTa: event.data.selectedAsLeadTa, taFor: event.data.taFor });
    case 'FeeOptionsSet':
      return next(
        {},
        { waiveFeeOption: event.data.waiveFeeOption, payWhatYouCanOption: event.data.payWhatYouCanOption },
      );
    case 'PodAssigned': {
      const { podRole, podIds, taFor } = event.data;
      return next(
        { applicationStatus: 'matched' },
        { pods: { ...e.pods, [podRole]: podIds }, ...(taFor ? { taFor } : {}) },
      );
    }
    case 'MentorAssigned':
      return next({ applicationStatus: 'matched' });
    default:
      return assertNever(event);
  }
}
