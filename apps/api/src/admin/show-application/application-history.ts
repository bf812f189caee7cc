import type { RecordedEvent } from '@portal/event-store';

export interface HistoryEntry {
  id: string;
  position: number;
  type: string;
  data: unknown;
  actor: string;
  recorded_at: string;
}

/** One event of an application's stream as the staff history shows it. */
export const toHistoryEntry = (event: RecordedEvent): HistoryEntry => ({
  id: event.eventId,
  position: event.streamPosition,
  type: event.type,
  data: event.data,
  actor: event.metadata.actor,
  recorded_at: event.recordedAt.toISOString(),
});
