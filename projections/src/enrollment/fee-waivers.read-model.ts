import type {
  FeeWaived,
  FeeWaiverRefused,
  FeeWaiverRequested,
  HardshipAnswered,
  HardshipReductionApproved,
  HardshipReductionRefused,
  HardshipReductionRequested,
} from '@portal/domain';
import { type Projection, type ReadModel, projectionOf } from '@portal/event-store';

export const FEE_WAIVER_STATES = ['requested', 'granted', 'refused'] as const;
export type FeeWaiverState = (typeof FEE_WAIVER_STATES)[number];
export type FeeReliefKind = 'waiver' | 'hardship';

export interface FeeWaiverRow extends Record<string, unknown> {
  /** The application's id for its waiver; `hardship-<application id>` for its hardship discount. */
  id: string;
  kind: FeeReliefKind;
  application_id: string;
  user_id: string;
  /** `answered`: a hardship "yes" recorded before the request or grant that follows it (or granted before either existed). */
  state: FeeWaiverState | 'answered';
  fee_cents: number;
  requested_at: Date;
  decided_at: Date | null;
  /** The event that holds the student's reason (personal data stays in the log, read from there). */
  reason_event_id: string;
}

type FeeReliefEvent =
  | FeeWaiverRequested
  | FeeWaiverRefused
  | FeeWaived
  | HardshipAnswered
  | HardshipReductionRequested
  | HardshipReductionApproved
  | HardshipReductionRefused;

const HARDSHIP_EVENTS: ReadonlyArray<string> = [
  'HardshipAnswered',
  'HardshipReductionRequested',
  'HardshipReductionApproved',
  'HardshipReductionRefused',
];
export const hardshipRowId = (applicationId: string) => `hardship-${applicationId}`;

/**
 * `fee_waivers`: one row per application whose student asked for a waiver or was granted one, and one
 * per hardship discount asked or granted, for the staff's queue. Inline (one stream each), so a
 * decision leaves the queue at once. Relief granted at once (a course that grants it so) is `granted`
 * from the start.
 */
export const feeWaiversReadModel: ReadModel<FeeWaiverRow, FeeReliefEvent> = {
  name: 'fee_waivers',
  eventTypes: ['FeeWaiverRequested', 'FeeWaiverRefused', 'FeeWaived', ...HARDSHIP_EVENTS] as FeeReliefEvent['type'][],
  table: {
    name: 'fee_waivers',
    key: 'id',
    columns: {
      id: 'text PRIMARY KEY',
      kind: 'text NOT NULL',
      application_id: 'text NOT NULL',
      user_id: 'text NOT NULL',
      state: 'text NOT NULL',
      fee_cents: 'int NOT NULL',
      requested_at: 'timestamptz NOT NULL',
      decided_at: 'timestamptz',
      reason_event_id: 'text NOT NULL',
    },
    indexes: { state_requested: '(state, requested_at, id)' },
  },
  keyOf: (event) =>
    HARDSHIP_EVENTS.includes(event.type) ? hardshipRowId(event.data.applicationId) : event.data.applicationId,
  singleStream: true,

  fold(row, event) {
    const { applicationId, userId } = event.data;
    const base = { application_id: applicationId, user_id: userId, decided_at: null };
    switch (event.type) {
      case 'FeeWaiverRequested': {
        const { feeCents, requestedAt } = event.data;
        const asked = { fee_cents: feeCents, requested_at: new Date(requestedAt), reason_event_id: event.eventId };
        return { ...base, ...asked, id: applicationId, kind: 'waiver', state: 'requested' };
      }
      case 'FeeWaiverRefused':
      case 'HardshipReductionRefused':
        return row && { ...row, state: 'refused', decided_at: new Date(event.data.refusedAt) };
      case 'FeeWaived': {
        const { feeCents, waivedAt } = event.data;
        const waived = new Date(waivedAt);
        // Granted on a request staff approved: the request's reason and time stay; otherwise granted at once.
        if (row?.state === 'requested') return { ...row, state: 'granted', fee_cents: feeCents, decided_at: waived };
        const at = { fee_cents: feeCents, requested_at: waived, decided_at: waived, reason_event_id: event.eventId };
        return { ...base, ...at, id: applicationId, kind: 'waiver', state: 'granted' };
      }
      case 'HardshipAnswered': {
        // A "no" takes a hardship discount back; a "yes" holds the explanation the request will show.
        if (!event.data.hardship) return null;
        const at = { fee_cents: 0, requested_at: new Date(event.data.answeredAt), reason_event_id: event.eventId };
        return { ...base, ...at, id: hardshipRowId(applicationId), kind: 'hardship', state: 'answered' };
      }
      case 'HardshipReductionRequested':
        return row && { ...row, state: 'requested', fee_cents: event.data.feeCents };
      case 'HardshipReductionApproved':
        return row && { ...row, state: 'granted', decided_at: new Date(event.data.approvedAt) };
      default:
        return row;
    }
  },
};

export const feeWaiversProjection: Projection = projectionOf(feeWaiversReadModel);
