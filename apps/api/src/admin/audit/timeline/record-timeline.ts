import type { AsOfKind, TimelineEntry } from '@portal/contracts';
import { applicationStreamId, profileStreamId, userStreamId } from '@portal/domain';
import { type Queryable, toNumber } from '@portal/event-store';
import { namesOfUsers } from '@portal/projections';
import { apiTokenNames } from '../../../audit/shared/audit-event';

/** The streams a record's history is read from: an application's own; a person's account and profile. */
export const timelineStreams = (kind: AsOfKind, id: string): string[] =>
  kind === 'application' ? [applicationStreamId(id)] : [userStreamId(id), profileStreamId(id)];

/** Every event of the record's streams, oldest first, with the actor's name from the users read model. */
export async function recordTimeline(db: Queryable, kind: AsOfKind, id: string): Promise<TimelineEntry[]> {
  const { rows } = await db.query<{
    event_id: string;
    stream_id: string;
    global_position: number | string;
    type: string;
    actor: string;
    recorded_at: Date | string;
  }>(
    `SELECT event_id, stream_id, global_position, type, metadata->>'actor' AS actor, recorded_at
       FROM events
      WHERE stream_id = ANY($1::text[])
      ORDER BY recorded_at, global_position`,
    [timelineStreams(kind, id)],
  );
  // The names in a second query through the users read model's own: a record has a handful of actors.
  const actors = [...new Set(rows.map((row) => row.actor))];
  const names = new Map([...(await namesOfUsers(db, actors)), ...(await apiTokenNames(db, actors))]);
  return rows.map((row) => ({
    id: row.event_id,
    stream_id: row.stream_id,
    global_position: toNumber(row.global_position),
    type: row.type,
    actor: row.actor,
    actor_name: row.actor === 'system' ? 'System' : (names.get(row.actor) ?? null),
    recorded_at: new Date(row.recorded_at).toISOString(),
  }));
}
