import { COLUMNS, type EventRow, type EventStore } from './event-store';
import type { RecordedEvent } from './events';

/** How a reservation names its holder, and where the holder's own stream is. */
export interface ReservationHolder {
  /** The reservation's event that names a holder (in its `data.userId`); any other last event leaves none. */
  claimedType: string;
  /** The holder's stream is this prefix followed by their id. */
  holderStreamPrefix: string;
}

/**
 * A reservation stream and the stream of whoever holds it, in one query, outside any transaction (a
 * sign-in finds the account by its address this way). The holder is also the subject of the personal
 * data on their stream, so their data key comes in the same query (cached as a key read alone would
 * be: the rows are committed) and decrypting costs no second round trip. The answer holds the
 * reservation's events under its id and, if held, the holder's under their stream id.
 */
export async function readStreamAndHolder(
  store: EventStore,
  streamId: string,
  holder: ReservationHolder,
): Promise<Map<string, RecordedEvent[]>> {
  const { rows } = await store.db.query<EventRow & { holder: string | null; holder_key: Buffer | Uint8Array | null }>(
    `WITH last AS (
       SELECT type, data->>'userId' AS holder FROM events WHERE stream_id = $1
        ORDER BY stream_position DESC LIMIT 1),
     held AS (SELECT holder FROM last WHERE type = $2::text)
     SELECT ${COLUMNS}, NULL AS holder, NULL::bytea AS holder_key FROM events WHERE stream_id = $1
     UNION ALL
     SELECT ${COLUMNS}, (SELECT holder FROM held) AS holder,
            (SELECT wrapped_key FROM personal_data_keys WHERE subject_id = (SELECT holder FROM held)) AS holder_key
       FROM events WHERE stream_id = (SELECT $3::text || holder FROM held)
     ORDER BY stream_id, stream_position`,
    [streamId, holder.claimedType, holder.holderStreamPrefix],
  );
  const keyRow = rows.find((row) => row.holder !== null);
  // No key row (nothing personal was ever sealed for the holder) leaves the cache alone.
  if (keyRow?.holder && keyRow.holder_key !== null)
    store.vault.keys.rememberCommitted(keyRow.holder, keyRow.holder_key);
  const byStream = new Map<string, RecordedEvent[]>([[streamId, []]]);
  for (const event of await store.toRecorded(store.db, rows)) {
    const events = byStream.get(event.streamId) ?? [];
    events.push(event);
    byStream.set(event.streamId, events);
  }
  return byStream;
}
