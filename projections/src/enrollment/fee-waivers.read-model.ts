import type { FeeWaived, FeeWaiverRefused, FeeWaiverRequested } from '@portal/domain';
import { type Projection, type ReadModel, projectionOf } from '@portal/event-store';

export const FEE_WAIVER_STATES = ['requested', 'granted', 'refused'] as const;
export type FeeWaiverState = (typeof FEE_WAIVER_STATES)[number];

export interface FeeWaiverRow extends Record<string, unknown> {
  application_id: string;
  user_id: string;
  state: FeeWaiverState;
  fee_cents: number;
  requested_at: Date;
  decided_at: Date | null;
  /** The event that holds the student's reason (personal data stays in the log, read from there). */
  reason_event_id: string;
}

/**
 * `fee_waivers`: one row per application whose student asked for a waiver or was granted one, for the
 * staff's waiver queue. Inline (one stream each), so a decision leaves the queue at once. A waiver
 * granted at once (a course that grants them automatically) is `granted` from the start.
 */
export const feeWaiversReadModel: ReadModel<FeeWaiverRow, FeeWaiverRequested | FeeWaiverRefused | FeeWaived> = {
  name: 'fee_waivers',
  eventTypes: ['FeeWaiverRequested', 'FeeWaiverRefused', 'FeeWaived'],
  table: {
    name: 'fee_waivers',
    key: 'application_id',
    columns: {
      application_id: 'text PRIMARY KEY',
      user_id: 'text NOT NULL',
      state: 'text NOT NULL',
      fee_cents: 'int NOT NULL',
      requested_at: 'timestamptz NOT NULL',
      decided_at: 'timestamptz',
      reason_event_id: 'text NOT NULL',
    },
    indexes: { state_requested: '(state, requested_at, application_id)' },
  },
  keyOf: (event) => event.data.applicationId,
  singleStream: true,

  fold(row, event) {
    switch (event.type) {
      case 'FeeWaiverRequested': {
        const { applicationId, userId, feeCents, requestedAt } = event.data;
        const requested = new Date(requestedAt);
        return {
          application_id: applicationId,
          user_id: userId,
          state: 'requested',
          fee_cents: feeCents,
          requested_at: requested,
          decided_at: null,
          reason_event_id: event.eventId,
        };
      }
      case 'FeeWaiverRefused':
        return row && { ...row, state: 'refused', decided_at: new Date(event.data.refusedAt) };
      case 'FeeWaived': {
        const { applicationId, userId, feeCents, waivedAt } = event.data;
        const waived = new Date(waivedAt);
        // Granted on a request staff approved: the request's reason and time stay; otherwise granted at once.
        if (row?.state === 'requested') return { ...row, state: 'granted', fee_cents: feeCents, decided_at: waived };
        return {
          application_id: applicationId,
          user_id: userId,
          state: 'granted',
          fee_cents: feeCents,
          requested_at: waived,
          decided_at: waived,
          reason_event_id: event.eventId,
        };
      }
      default:
        return row;
    }
  },
};

export const feeWaiversProjection: Projection = projectionOf(feeWaiversReadModel);
