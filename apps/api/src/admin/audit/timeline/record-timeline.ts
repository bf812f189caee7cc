import type { AsOfKind, TimelineEntry } from '@portal/contracts';
import { applicationStreamId, profileStreamId, userStreamId } from '@portal/domain';
import { type Queryable, toNumber } from '@portal/event-store';

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
    actor_name: string | null;
    recorded_at: Date | string;
  }>(
    `SELECT e.event_id, e.stream_id, e.global_position, e.type, e.metadata->>'actor' AS actor,
            CASE WHEN e.metadata->>'actor' = 'system' THEN 'System'
                 ELSE nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') END AS actor_name,
            e.recorded_at
       FROM events e LEFT JOIN users u ON u.id = e.metadata->>'actor'
      WHERE e.stream_id = ANY($1::text[])
      ORDER BY e.recorded_at, e.global_position`,
    [timelineStreams(kind, id)],
  );
  return rows.map((row) => ({
    id: row.event_id,
    stream_id: row.stream_id,
    global_position: toNumber(row.global_position),
    type: row.type,
    actor: row.actor,
    actor_name: row.actor_name,
    recorded_at: new Date(row.recorded_at).toISOString(),
  }));
}
