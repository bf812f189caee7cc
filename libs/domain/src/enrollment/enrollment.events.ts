import type { FundingOption, TaFor } from '@portal/contracts';
import type { DomainEvent } from '../shared/decider';
import type { MentorAssigned } from '../applications/mentor-assignment';

/**
 * Events after submission: staff decisions, the offer's answer, the enrollment steps, money, TA roles.
 * Each names its application and applicant.
 */
export interface ApplicationRef {
  applicationId: string;
  userId: string;
}

/** Status `accepted`. `offerId` ties the expiry timer to this offer and no later one. */
export type OfferMade = DomainEvent<
  'OfferMade',
  ApplicationRef & { offerId: string; acceptingOfferEndDate: string; offeredAt: string }
>;
export const DECIDED_STATUSES = ['rejected', 'waitlist', 'dismissed', 'approved'] as const;
export type DecidedStatus = (typeof DECIDED_STATUSES)[number];
/** A staff decision other than an offer; `actor` in the metadata says who. */
export type ApplicationDecided = DomainEvent<
  'ApplicationDecided',
  ApplicationRef & { status: DecidedStatus; decidedAt: string }
>;
/** Status `declined`, reason expired: the offer was not taken up by its `accepting_offer_end_date`. */
export type OfferExpired = DomainEvent<
  'OfferExpired',
  ApplicationRef & { offerId: string; reason: 'expired'; expiredAt: string }
>;
/** Status `declined`, final. */
export type OfferDeclined = DomainEvent<'OfferDeclined', ApplicationRef & { declinedAt: string }>;
export type RolesDocumentAccepted = DomainEvent<'RolesDocumentAccepted', ApplicationRef & { acceptedAt: string }>;
export type SupplementalFormConfirmed = DomainEvent<
  'SupplementalFormConfirmed',
  ApplicationRef & { confirmedAt: string }
>;
/** `explanation` is personal data (encrypted). */
export type FundingAnswered = DomainEvent<
  'FundingAnswered',
  ApplicationRef & { funding: FundingOption; explanation: string; answeredAt: string }
>;
export type HardshipAnswered = DomainEvent<
  'HardshipAnswered',
  ApplicationRef & { hardship: boolean; explanation: string; answeredAt: string }
>;
export type PayWhatYouCanChosen = DomainEvent<
  'PayWhatYouCanChosen',
  ApplicationRef & { amountCents: number; chosenAt: string }
>;
/** Status `waived_fee`; `reason` is personal data; `feeCents` is the fee that was waived. */
export type FeeWaived = DomainEvent<
  'FeeWaived',
  ApplicationRef & { reason: string; feeCents: number; waivedAt: string }
>;
/**
 * A waiver asked for on a course whose staff decide waivers (`fee_waivers: 'staff'`): the status stays
 * `accepted` until staff approve (`FeeWaived`) or refuse (`FeeWaiverRefused`). `reason` is personal data.
 */
export type FeeWaiverRequested = DomainEvent<
  'FeeWaiverRequested',
  ApplicationRef & { reason: string; feeCents: number; requestedAt: string }
>;
/** Staff refused a waiver request of `feeCents`; `reason` (staff's words to the student) is personal data. */
export type FeeWaiverRefused = DomainEvent<
  'FeeWaiverRefused',
  ApplicationRef & { reason: string; feeCents: number; refusedAt: string }
>;
/**
 * The hardship discount asked of staff (a course whose staff decide reductions): the fee stays whole
 * until `HardshipReductionApproved`. `feeCents`: the fee before the discount, when it was asked.
 */
export type HardshipReductionRequested = DomainEvent<
  'HardshipReductionRequested',
  ApplicationRef & { feeCents: number; requestedAt: string }
>;
/** The hardship discount granted: by staff, or at once (`automatic`) on a course that grants it so. */
export type HardshipReductionApproved = DomainEvent<
  'HardshipReductionApproved',
  ApplicationRef & { automatic: boolean; approvedAt: string }
>;
/** Staff refused the hardship discount; `reason` (their words to the student) is personal data. */
export type HardshipReductionRefused = DomainEvent<
  'HardshipReductionRefused',
  ApplicationRef & { reason: string; refusedAt: string }
>;
/**
 * Money arrived. `settlesFee` says whether it moved an open offer to `paid`; when it did not (the offer
 * lapsed, was declined, the fee was already settled), a `PaymentRefundDue` follows: money is never dropped.
 */
export type PaymentReceived = DomainEvent<
  'PaymentReceived',
  ApplicationRef & {
    paymentId: string;
    checkoutSessionId: string;
    amountCents: number;
    currency: string;
    receiptUrl: string | null;
    paidAt: string;
    settlesFee: boolean;
  }
>;
export const REFUND_REASONS = [
  'offer_declined',
  'offer_expired',
  'already_paid',
  'fee_waived',
  'application_withdrawn',
  'not_payable',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
export type PaymentRefundDue = DomainEvent<
  'PaymentRefundDue',
  ApplicationRef & { paymentId: string; amountCents: number; currency: string; reason: RefundReason; flaggedAt: string }
>;
/** The TA's contractor agreement: sets `wants_to_enroll`. */
export type TaAgreementSigned = DomainEvent<'TaAgreementSigned', ApplicationRef & { signedAt: string }>;
export type TaRoleAssigned = DomainEvent<
  'TaRoleAssigned',
  ApplicationRef & { selectedAsLeadTa: boolean; taFor: TaFor | null; assignedAt: string }
>;
/** Staff's per-application waive and pay-what-you-can options. */
export type FeeOptionsSet = DomainEvent<
  'FeeOptionsSet',
  ApplicationRef & { waiveFeeOption: boolean; payWhatYouCanOption: boolean; setAt: string }
>;

/** Matching placed this person on pods (status `matched`); a TA may hold a role on several pods. */
export const POD_ROLES = ['student', 'ta', 'project_ta', 'lead_ta'] as const;
export type PodRole = (typeof POD_ROLES)[number];
export type PodAssigned = DomainEvent<
  'PodAssigned',
  ApplicationRef & {
    courseId: string;
    podRole: PodRole;
    podIds: string[];
    taFor: TaFor | null;
    assignedAt: string;
    /** Set when a rematch moved them: the person is emailed about their new pod. */
    rematchId?: string;
  }
>;

export type EnrollmentEvent =
  | OfferMade
  | ApplicationDecided
  | OfferExpired
  | OfferDeclined
  | RolesDocumentAccepted
  | SupplementalFormConfirmed
  | FundingAnswered
  | HardshipAnswered
  | PayWhatYouCanChosen
  | FeeWaived
  | FeeWaiverRequested
  | FeeWaiverRefused
  | HardshipReductionRequested
  | HardshipReductionApproved
  | HardshipReductionRefused
  | PaymentReceived
  | PaymentRefundDue
  | TaAgreementSigned
  | TaRoleAssigned
  | FeeOptionsSet
  | PodAssigned
  | MentorAssigned;

export const ENROLLMENT_EVENT_TYPES: ReadonlyArray<EnrollmentEvent['type']> = [
  'OfferMade',
  'ApplicationDecided',
  'OfferExpired',
  'OfferDeclined',
  'RolesDocumentAccepted',
  'SupplementalFormConfirmed',
  'FundingAnswered',
  'HardshipAnswered',
  'PayWhatYouCanChosen',
  'FeeWaived',
  'FeeWaiverRequested',
  'FeeWaiverRefused',
  'HardshipReductionRequested',
  'HardshipReductionApproved',
  'HardshipReductionRefused',
  'PaymentReceived',
  'PaymentRefundDue',
  'TaAgreementSigned',
  'TaRoleAssigned',
  'FeeOptionsSet',
  'PodAssigned',
  'MentorAssigned',
];
