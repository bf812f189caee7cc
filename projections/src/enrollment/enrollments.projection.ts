import type { FundingOption, TaFor } from '@portal/contracts';
import type { EnrollmentEvent } from '@portal/domain';
import type { Projection, Queryable, RecordedEvent } from '@portal/event-store';

/**
 * `enrollments`: what happened to an application after its submission (offer, answers, enrollment
 * steps, money, TA role, staff's fee options), one row per application that has any of it. Inline
 * (one stream each): the wizard reads its own step right after taking it. The status itself stays in
 * `applications`. No free texts are copied here: the explanations and the waiver reason stay in the log.
 */
export const enrollmentsProjection: Projection = {
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
  tables: ['enrollments'],

  async createTables(tx, suffix = '') {
    await tx.query(`CREATE TABLE IF NOT EXISTS enrollments${suffix} (
      application_id text PRIMARY KEY,
      accepting_offer_end_date timestamptz,
      decline_reason text,
      roles_document_accepted boolean NOT NULL DEFAULT false,
      supplemental_confirmed boolean NOT NULL DEFAULT false,
      funding text,
      hardship boolean,
      pwyc_amount_cents int,
      agreement_signed boolean NOT NULL DEFAULT false,
      waive_fee_option boolean NOT NULL DEFAULT false,
      pwyc_option boolean NOT NULL DEFAULT false,
      selected_as_lead_ta boolean NOT NULL DEFAULT false,
      ta_for text,
      waived_fee_cents int,
      paid_cents int NOT NULL DEFAULT 0,
      refund_due_cents int NOT NULL DEFAULT 0,
      pods jsonb NOT NULL DEFAULT '{}',
      updated_at timestamptz NOT NULL
    )`);
  },

  async apply(tx, events, suffix = '') {
    for (const event of events as Array<RecordedEvent & EnrollmentEvent>) {
      const changes = changesOf(event);
      if (changes) await upsert(tx, `enrollments${suffix}`, event.data.applicationId, changes, event.recordedAt);
    }
  },
};

/** Column → SQL expression over `$n` parameters; `current` refers to the row's value before the event. */
type Changes = Record<string, { sql?: (param: string, current: string) => string; value: unknown }>;
const set = (value: unknown) => ({ value });
const add = (value: number) => ({ value, sql: (param: string, current: string) => `${current} + ${param}` });

function changesOf(event: RecordedEvent & EnrollmentEvent): Changes | null {
  switch (event.type) {
    case 'OfferMade':
      return { accepting_offer_end_date: set(event.data.acceptingOfferEndDate), decline_reason: set(null) };
    case 'OfferExpired':
      return { decline_reason: set('expired') };
    case 'OfferDeclined':
      return { decline_reason: set('declined') };
    case 'RolesDocumentAccepted':
      return { roles_document_accepted: set(true) };
    case 'SupplementalFormConfirmed':
      return { supplemental_confirmed: set(true) };
    case 'FundingAnswered':
      return { funding: set(event.data.funding) };
    case 'HardshipAnswered':
      return { hardship: set(event.data.hardship) };
    case 'PayWhatYouCanChosen':
      return { pwyc_amount_cents: set(event.data.amountCents) };
    case 'FeeWaived':
      return { waived_fee_cents: set(event.data.feeCents) };
    case 'PaymentReceived':
      return event.data.settlesFee ? { paid_cents: add(event.data.amountCents) } : null;
    case 'PaymentRefundDue':
      return { refund_due_cents: add(event.data.amountCents) };
    case 'TaAgreementSigned':
      return { agreement_signed: set(true) };
    case 'TaRoleAssigned':
      return { selected_as_lead_ta: set(event.data.selectedAsLeadTa), ta_for: set(event.data.taFor) };
    case 'FeeOptionsSet':
      return { waive_fee_option: set(event.data.waiveFeeOption), pwyc_option: set(event.data.payWhatYouCanOption) };
    case 'PodAssigned': {
      const { podRole, podIds, taFor } = event.data;
      const pods = {
        value: JSON.stringify({ [podRole]: podIds }),
        sql: (param: string, current: string) => `${current} || ${param}::jsonb`,
      };
      return taFor ? { pods, ta_for: set(taFor) } : { pods };
    }
    default:
      return null;
  }
}

async function upsert(tx: Queryable, table: string, applicationId: string, changes: Changes, at: Date): Promise<void> {
  const columns = Object.keys(changes);
  const params = columns.map((_, i) => `$${i + 3}`);
  const updates = columns.map((column, i) => {
    const expression = changes[column].sql?.(params[i], `${table}.${column}`) ?? params[i];
    return `${column} = ${expression}`;
  });
  await tx.query(
    `INSERT INTO ${table} (application_id, updated_at, ${columns.join(', ')}) VALUES ($1, $2, ${params.join(', ')})
     ON CONFLICT (application_id) DO UPDATE SET updated_at = $2, ${updates.join(', ')}`,
    [applicationId, at, ...columns.map((column) => changes[column].value)],
  );
}

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
