import { toNumber } from './database/database';
import {
  type AppendRequest,
  type EventMetadata,
  type NewEvent,
  type RecordedEvent,
  expectedVersionCode,
} from './events';

/** What an append is about to send: the requests with events, and each event with its id and stored data. */
export interface PreparedAppend {
  requests: AppendRequest[];
  events: Array<{ event: NewEvent; eventId: string; stored: unknown }>;
}

/** One row of append_to_streams (and of append_command_group for a command that appended). */
export interface AppendedRow {
  out_stream_id: string;
  out_next_version: number;
  out_positions: unknown[];
  out_transaction_id: string;
  recorded_at: Date | string;
}

/** The parallel arrays append_to_streams takes, for one command or, concatenated, for several. */
export function appendParameters(commands: Array<PreparedAppend & { metadata: EventMetadata }>): unknown[] {
  const requests = commands.flatMap((command) => command.requests);
  const events = commands.flatMap((command) => command.events.map((prepared) => ({ ...prepared, command })));
  return [
    requests.map((r) => r.streamId),
    requests.map((r) => r.streamType),
    requests.map((r) => expectedVersionCode(r.expectedVersion)),
    requests.map((r) => r.events.length),
    events.map((e) => e.eventId),
    events.map((e) => e.event.type),
    events.map((e) => e.event.schemaVersion ?? 1),
    events.map((e) => JSON.stringify(e.stored)),
    events.map((e) => JSON.stringify(e.command.metadata)),
  ];
}

/** The events as recorded, with their plain data, from the rows of one command's append (one per stream). */
export function recordedFromRows(
  prepared: PreparedAppend,
  rows: AppendedRow[],
  metadata: EventMetadata,
  recordedAt: Date,
): RecordedEvent[] {
  let index = 0;
  return rows.flatMap((row, streamIndex) => {
    const request = prepared.requests[streamIndex];
    const firstPosition = toNumber(row.out_next_version) - request.events.length;
    return request.events.map((event, k) => {
      const recorded: RecordedEvent = {
        globalPosition: toNumber(row.out_positions[k]),
        transactionId: row.out_transaction_id,
        streamId: request.streamId,
        streamPosition: firstPosition + k + 1,
        eventId: prepared.events[index].eventId,
        type: event.type,
        schemaVersion: event.schemaVersion ?? 1,
        data: event.data,
        metadata,
        // The time the database recorded, so inline projections write what a replay would.
        recordedAt,
      };
      index++;
      return recorded;
    });
  });
}

/**
 * The rows an append will answer, before it does, when every stream is appended at an exact version
 * (`no_stream` or a number): their stream positions follow from it. Null otherwise. Global positions
 * and the transaction id are unknown until then (NaN and '').
 */
export function expectedRows(prepared: PreparedAppend, recordedAt: Date): AppendedRow[] | null {
  const exact = prepared.requests.every(
    ({ expectedVersion }) => expectedVersion !== 'any' && expectedVersion !== 'stream_exists',
  );
  if (!exact) return null;
  return prepared.requests.map((request) => {
    const before = request.expectedVersion === 'no_stream' ? 0 : Number(request.expectedVersion);
    return {
      out_stream_id: request.streamId,
      out_next_version: before + request.events.length,
      out_positions: request.events.map(() => Number.NaN),
      out_transaction_id: '',
      recorded_at: recordedAt,
    };
  });
}
