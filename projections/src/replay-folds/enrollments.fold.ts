import type { EnrollmentEvent } from '@portal/domain';
import type { RecordedEvent } from '@portal/event-store';
import { NO_ENROLLMENT, enrollmentsProjection } from '../enrollment/enrollments.projection';
import type { BatchFold, Row } from './batch-fold';

/** The table's defaults: what an `INSERT` that names only the changed columns leaves in the others. */
const fresh = (applicationId: string): Row => ({ ...NO_ENROLLMENT(applicationId), updated_at: null });

/**
 * enrollment/enrollments.projection.ts as a fold: its upsert per event (insert with the defaults, or
 * set the changed columns; sums add up, `pods || changes` merges one level) on one row in memory.
 */
export const enrollmentsFold: BatchFold = {
  projection: enrollmentsProjection.name,
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
  table: 'enrollments',
  key: 'application_id',
  columns: {
    application_id: 'text',
    accepting_offer_end_date: 'timestamptz',
    decline_reason: 'text',
    roles_document_accepted: 'boolean',
    supplemental_confirmed: 'boolean',
    funding: 'text',
    hardship: 'boolean',
    pwyc_amount_cents: 'int',
    agreement_signed: 'boolean',
    waive_fee_option: 'boolean',
    pwyc_option: 'boolean',
    selected_as_lead_ta: 'boolean',
    ta_for: 'text',
    waived_fee_cents: 'int',
    paid_cents: 'int',
    refund_due_cents: 'int',
    pods: 'jsonb',
    updated_at: 'timestamptz',
  },
  keyOf: (event) => (event.data as { applicationId: string }).applicationId,

  fold(row: Row | null, recorded: RecordedEvent): Row | null {
    const event = recorded as RecordedEvent & EnrollmentEvent;
    const base = row ?? fresh(event.data.applicationId);
    const set = (changes: Row): Row => ({ ...base, ...changes, updated_at: recorded.recordedAt });
    switch (event.type) {
      case 'OfferMade':
        return set({ accepting_offer_end_date: event.data.acceptingOfferEndDate, decline_reason: null });
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
        return event.data.settlesFee ? set({ paid_cents: (base.paid_cents as number) + event.data.amountCents }) : row;
      case 'PaymentRefundDue':
        return set({ refund_due_cents: (base.refund_due_cents as number) + event.data.amountCents });
      case 'TaAgreementSigned':
        return set({ agreement_signed: true });
      case 'TaRoleAssigned':
        return set({ selected_as_lead_ta: event.data.selectedAsLeadTa, ta_for: event.data.taFor });
      case 'FeeOptionsSet':
        return set({ waive_fee_option: event.data.waiveFeeOption, pwyc_option: event.data.payWhatYouCanOption });
      case 'PodAssigned': {
        const { podRole, podIds, taFor } = event.data;
        // `pods || changes`, the changes as the JSON text the projection sends (undefined drops out).
        const pods = { ...(base.pods as object), ...JSON.parse(JSON.stringify({ [podRole]: podIds })) };
        return set(taFor ? { pods, ta_for: taFor } : { pods });
      }
      default:
        return row;
    }
  },
};
