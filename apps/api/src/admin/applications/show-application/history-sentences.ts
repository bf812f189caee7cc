import {
  CHOICE_LABELS,
  FINANCIAL_TEXT_LABELS,
  type HistoryField,
  applicationStatusWords,
  choiceLabelOf,
  counted,
} from '@portal/contracts';
import type { ApplicationEvent, PodRole, RefundReason, ReviewEvent } from '@portal/domain';
import { type Answers, type FormWords, changedAnswers } from './form-changes';

/** What the history says of one event: a sentence with no id in it, and the fields it set. */
export interface Described {
  sentence: string;
  fields: HistoryField[];
}

/** The words an event needs besides its own data: the form's, and staff names by user id (reviewers assigned). */
export interface HistoryWords extends FormWords {
  nameOf: (userId: string) => string;
}

type HistoryEvent = ApplicationEvent | ReviewEvent;
/**
 * An event's data as the server may show it: a field the audience may not read (a financial text, in
 * anonymised review an identifying one) is absent, so every field is optional and a missing one unsaid.
 */
type Shown<Type extends HistoryEvent['type']> = Partial<Extract<HistoryEvent, { type: Type }>['data']>;
type Describers = { [Type in HistoryEvent['type']]: (data: Shown<Type>, words: HistoryWords) => Described };

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
/** "15 Dec 2026", in UTC as the course's dates are. */
export const dateWords = (iso: string | undefined) => (iso ? day.format(new Date(iso)) : 'an unknown date');
const money = (cents: number | undefined, currency = 'usd') =>
  `${((cents ?? 0) / 100).toFixed(2)} ${currency.toUpperCase()}`;
const yesNo = (value: boolean | undefined) => (value ? 'Yes' : 'No');
const only = (sentence: string): Described => ({ sentence, fields: [] });
const text = (label: string, value: string | undefined): HistoryField[] => (value ? [{ label, value }] : []);

const ROLE_WORDS = { student: 'student', ta: 'teaching assistant', mentor: 'mentor' } as const;
const DECIDED = {
  rejected: 'Rejected the application',
  waitlist: 'Put the application on the waiting list',
  dismissed: 'Dismissed the application',
  approved: 'Approved the application',
} as const;
const REFUND_BECAUSE: Record<RefundReason, string> = {
  offer_declined: 'the offer had been declined',
  offer_expired: 'the offer had expired',
  already_paid: 'the fee was already paid',
  fee_waived: 'the fee was waived',
  application_withdrawn: 'the application was withdrawn',
  not_payable: 'the application was not open for payment',
};
const POD_ROLE_WORDS: Record<PodRole, string> = {
  student: 'a student',
  ta: 'a TA',
  project_ta: 'a project TA',
  lead_ta: 'a lead TA',
};

/** One describer per event type: the compiler names a type a new event leaves out. */
const DESCRIBERS: Describers = {
  ApplicationSubmitted: ({ role }, words) => only(`Submitted a ${ROLE_WORDS[role ?? words.role]} application`),
  ApplicationUpdated: () => only('Changed the application'),
  ApplicationWithdrawn: () => only('Withdrew the application'),
  EnrollmentWishSet: () => only('Took up the offer'),
  ApplicationStatusChanged: ({ status }, words) =>
    only(status ? `Set the status to "${applicationStatusWords(status, false, words.role)}"` : 'Changed the status'),
  DroppedOut: ({ reason }) => ({ sentence: 'Recorded that they dropped out', fields: text('Reason', reason) }),
  OfferMade: ({ acceptingOfferEndDate }) => only(`Made an offer, open until ${dateWords(acceptingOfferEndDate)}`),
  ApplicationDecided: ({ status }) => only(status ? DECIDED[status] : 'Decided the application'),
  OfferExpired: () => only('Closed the offer, which was not taken up by its deadline'),
  OfferDeclined: () => only('Declined the offer'),
  RolesDocumentAccepted: () => only('Read and accepted the roles document'),
  SupplementalFormConfirmed: () => only('Confirmed the supplemental form is filled in'),
  FundingAnswered: ({ funding, explanation }) => ({
    sentence: 'Answered who pays the fee',
    fields: [
      ...text('Funding', funding && CHOICE_LABELS.funding[funding]),
      ...text(FINANCIAL_TEXT_LABELS.FundingAnswered, explanation),
    ],
  }),
  HardshipAnswered: ({ hardship, explanation }) => ({
    sentence: 'Answered whether the fee is a hardship',
    fields: [
      { label: 'Financial hardship', value: yesNo(hardship) },
      ...text(FINANCIAL_TEXT_LABELS.HardshipAnswered, explanation),
    ],
  }),
  PayWhatYouCanChosen: ({ amountCents }) => only(`Chose to pay what they can: ${money(amountCents)}`),
  FeeWaived: ({ feeCents, reason }) => ({
    sentence: `Waived the fee of ${money(feeCents)}`,
    fields: text(FINANCIAL_TEXT_LABELS.FeeWaived, reason),
  }),
  FeeWaiverRequested: ({ feeCents, reason }) => ({
    sentence: `Asked staff to waive the fee of ${money(feeCents)}`,
    fields: text(FINANCIAL_TEXT_LABELS.FeeWaiverRequested, reason),
  }),
  FeeWaiverRefused: ({ feeCents, reason }) => ({
    sentence: `Refused to waive the fee of ${money(feeCents)}`,
    fields: text(FINANCIAL_TEXT_LABELS.FeeWaiverRefused, reason),
  }),
  HardshipReductionRequested: ({ feeCents }) =>
    only(`Asked staff for the hardship discount on the fee of ${money(feeCents)}`),
  HardshipReductionApproved: ({ automatic }) =>
    only(automatic ? 'Given the hardship discount at once' : 'Granted the hardship discount'),
  HardshipReductionRefused: ({ reason }) => ({
    sentence: 'Refused the hardship discount',
    fields: text(FINANCIAL_TEXT_LABELS.HardshipReductionRefused, reason),
  }),
  PaymentReceived: ({ amountCents, currency, settlesFee }) =>
    only(`Received a payment of ${money(amountCents, currency)}${settlesFee ? '' : ', which did not settle the fee'}`),
  PaymentRefundDue: ({ amountCents, currency, reason }) =>
    only(`Marked ${money(amountCents, currency)} for a refund${reason ? `: ${REFUND_BECAUSE[reason]}` : ''}`),
  TaAgreementSigned: () => only('Signed the TA agreement'),
  TaRoleAssigned: ({ selectedAsLeadTa, taFor }) => ({
    sentence: 'Set the TA role',
    fields: [
      { label: 'Lead TA', value: yesNo(selectedAsLeadTa) },
      { label: 'Kind of TA', value: taFor ? (choiceLabelOf(taFor) ?? taFor) : 'Not set yet' },
    ],
  }),
  FeeOptionsSet: ({ waiveFeeOption, payWhatYouCanOption }) => ({
    sentence: 'Set the fee options',
    fields: [
      { label: 'May ask for a fee waiver', value: yesNo(waiveFeeOption) },
      { label: 'May pay what they can', value: yesNo(payWhatYouCanOption) },
    ],
  }),
  // The pods are not named: their pages list their members, which anonymised review must not lead to.
  PodAssigned: ({ podIds, podRole, rematchId }) =>
    only(
      `${rematchId ? 'Moved by a rematch' : 'Placed'} in ${podIds ? counted(podIds.length, 'pod') : 'pods'} as ${POD_ROLE_WORDS[podRole ?? 'student']}`,
    ),
  MentorAssigned: ({ groups }) =>
    only(`Given ${groups ? counted(groups.length, 'project group') : 'project groups'} to mentor`),
  ReviewRecorded: ({ criteria, weightedScore, notes }) => ({
    sentence: `Reviewed the application: weighted score ${weightedScore ?? 'unknown'}`,
    fields: [
      ...(criteria ?? []).map(({ label, score }) => ({ label, value: `${score} of 5` })),
      ...text('Notes', notes),
    ],
  }),
  ReviewersAssigned: ({ reviewerIds = [] }, { nameOf }) =>
    only(`Assigned ${counted(reviewerIds.length, 'reviewer')}: ${reviewerIds.map(nameOf).join(', ')}`),
};

/** `FooBarred` → "Foo barred": an event type the portal no longer writes still reads as words. */
const typeWords = (type: string) => {
  const words = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const isDescribed = (type: string): type is HistoryEvent['type'] => Object.hasOwn(DESCRIBERS, type);
const answersOf = (data: Answers): Answers => ({ ...(data.form as Answers), ...(data.personal as Answers) });

/**
 * An application's events (and its reviews'), oldest first, as sentences. A submission lists every
 * answer and an edit only the answers it changed, against the form as it stood before.
 */
export function describeHistory(events: Array<{ type: string; data: Answers }>, words: HistoryWords): Described[] {
  let form: Answers | null = null;
  return events.map(({ type, data }) => {
    if (!isDescribed(type)) return only(typeWords(type));
    const described = DESCRIBERS[type](data, words);
    if (type !== 'ApplicationSubmitted' && type !== 'ApplicationUpdated') return described;
    const answers = answersOf(data);
    const fields = changedAnswers(type === 'ApplicationSubmitted' ? null : form, answers, words);
    form = answers;
    if (type === 'ApplicationUpdated' && fields.length === 0) return only('Saved the application, no answer changed');
    return { ...described, fields };
  });
}
