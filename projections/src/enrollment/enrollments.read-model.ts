import type { FundingOption, TaFor } from '@portal/contracts';
import type { EnrollmentEvent } from '@portal/domain';
import { type Projection, type Queryable, type ReadModel, projectionOf } from '@portal/event-store';

/** A stored row: the view and when it last changed. */
export type EnrollmentRecord = EnrollmentRow & { updated_at: Date } & Record<string, unknown>;

/**
 * `enrollments`: what happened to an application after its submission (offer, answers, enrollment
 * steps, money, TA role, staff's fee options), one row per application that has any of it. Inline
 * (one stream each): the wizard reads its own step right after taking it. The status itself stays in
 * `applications`. No free texts are copied here: the explanations and the waiver reason stay in the log.
 */
export const enrollmentsReadModel: ReadModel<EnrollmentRecord, EnrollmentEvent> = {
  name: 'enrollments',
  eventTypes: [
    'OfferMade',
    'OfferExpired',
    'OfferDeclined',
    'RolesDocumentAccepted',
    'SupplementalFormConfirmed',
    'FundingAnswered',
    'HardshipAnswered',
    'PayWhatYouCanChosen',
    'FeeWaived',
    'PaymentReceived',
    'PaymentRefundDue',
    'TaAgreementSigned',
    'TaRoleAssigned',
    'FeeOptionsSet',
    'PodAssigned',
  ],
  table: {
    name: 'enrollments',
    key: 'application_id',
    columns: {
      application_id: 'text PRIMARY KEY',
      accepting_offer_end_date: 'timestamptz',
      decline_reason: 'text',
      roles_document_accepted: 'boolean NOT NULL DEFAULT false',
      supplemental_confirmed: 'boolean NOT NULL DEFAULT false',
      funding: 'text',
      hardship: 'boolean',
      pwyc_amount_cents: 'int',
      agreement_signed: 'boolean NOT NULL DEFAULT false',
      waive_fee_option: 'boolean NOT NULL DEFAULT false',
      pwyc_option: 'boolean NOT NULL DEFAULT false',
      selected_as_lead_ta: 'boolean NOT NULL DEFAULT false',
      ta_for: 'text',
      waived_fee_cents: 'int',
      paid_cents: 'int NOT NULL DEFAULT 0',
      refund_due_cents: 'int NOT NULL DEFAULT 0',
      pods: "jsonb NOT NULL DEFAULT '{}'",
      updated_at: 'timestamptz NOT NULL',
    },
  },
  keyOf: (event) => event.data.applicationId,
  singleStream: true,

  fold(row, event) {
    // The first event of an application that has any creates its row, from the defaults.
    const set = (changes: Partial<EnrollmentRow>): EnrollmentRecord => ({
      ...(row ?? NO_ENROLLMENT(event.data.applicationId)),
      ...changes,
      updated_at: event.recordedAt,
    });
    switch (event.type) {
      case 'OfferMade':
        return set({ accepting_offer_end_date: new Date(event.data.acceptingOfferEndDate), decline_reason: null });
      case 'OfferExpired':
        return set({ decline_reason: 'expired' });
      case 'OfferDeclined':
        return set({ decline_reason: 'declined' });
      case 'RolesDocumentAccepted':
        return set({ roles_document_accepted: true });
      case 'SupplementalFormConfirmed':
        return set({ supplemental_confirmed: true });
      case 'FundingAnswered':
        return set({ funding: event.data.funding });
      case 'HardshipAnswered':
        return set({ hardship: event.data.hardship });
      case 'PayWhatYouCanChosen':
        return set({ pwyc_amount_cents: event.data.amountCents });
      case 'FeeWaived':
        return set({ waived_fee_cents: event.data.feeCents });
      case 'PaymentReceived':
        // A payment that does not settle the fee (a second one) is refunded, not counted.
        return event.data.settlesFee ? set({ paid_cents: (row?.paid_cents ?? 0) + event.data.amountCents }) : row;
      case 'PaymentRefundDue':
        return set({ refund_due_cents: (row?.refund_due_cents ?? 0) + event.data.amountCents });
      case 'TaAgreementSigned':
        return set({ agreement_signed: true });
      case 'TaRoleAssigned':
        return set({ selected_as_lead_ta: event.data.selectedAsLeadTa, ta_for: event.data.taFor });
      case 'FeeOptionsSet':
        return set({ waive_fee_option: event.data.waiveFeeOption, pwyc_option: event.data.payWhatYouCanOption });
      case 'PodAssigned': {
        const { podRole, podIds, taFor } = event.data;
        // The person's pods for this role replace those before; the other roles' stay.
        const pods = { ...(row?.pods ?? {}), [podRole]: podIds };
        return set(taFor ? { pods, ta_for: taFor } : { pods });
      }
      default:
        return row;
    }
  },
};

export const enrollmentsProjection: Projection = projectionOf(enrollmentsReadModel);

export interface EnrollmentRow {
  application_id: string;
  accepting_offer_end_date: Date | null;
  decline_reason: 'declined' | 'expired' | null;
  roles_document_accepted: boolean;
  supplemental_confirmed: boolean;
  funding: FundingOption | null;
  hardship: boolean | null;
  pwyc_amount_cents: number | null;
  agreement_signed: boolean;
  waive_fee_option: boolean;
  pwyc_option: boolean;
  selected_as_lead_ta: boolean;
  ta_for: TaFor | null;
  waived_fee_cents: number | null;
  paid_cents: number;
  refund_due_cents: number;
  /** Pod ids by the person's role there (`student`, `ta`, `project_ta`, `lead_ta`). */
  pods: Partial<Record<'student' | 'ta' | 'project_ta' | 'lead_ta', string[]>>;
}

/** An application with nothing after its submission has no row; this gives the same defaults. */
export const NO_ENROLLMENT = (applicationId: string): EnrollmentRow => ({
  application_id: applicationId,
  accepting_offer_end_date: null,
  decline_reason: null,
  roles_document_accepted: false,
  supplemental_confirmed: false,
  funding: null,
  hardship: null,
  pwyc_amount_cents: null,
  agreement_signed: false,
  waive_fee_option: false,
  pwyc_option: false,
  selected_as_lead_ta: false,
  ta_for: null,
  waived_fee_cents: null,
  paid_cents: 0,
  refund_due_cents: 0,
  pods: {},
});

export async function findEnrollment(db: Queryable, applicationId: string): Promise<EnrollmentRow> {
  const { rows } = await db.query<EnrollmentRow>('SELECT * FROM enrollments WHERE application_id = $1', [
    applicationId,
  ]);
  return rows[0] ?? NO_ENROLLMENT(applicationId);
}
