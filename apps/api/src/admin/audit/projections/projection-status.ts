import type { ProjectionStatus, RebuildRecord } from '@portal/contracts';
import type { Projection, Queryable } from '@portal/event-store';
import { readCheckpoint, toNumber } from '@portal/event-store';
import { ASYNC_PROJECTIONS } from '@portal/projections';

const COMMITTED = 'transaction_id < pg_snapshot_xmin(pg_current_snapshot())';

export async function logHead(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ head: number | null }>(
    `SELECT max(global_position) AS head FROM events WHERE ${COMMITTED}`,
  );
  return toNumber(rows[0].head ?? 0);
}

/** Where one read model stands against the log. */
export async function projectionStatus(
  db: Queryable,
  projection: Projection,
  head: number,
  rebuild: RebuildRecord | null,
): Promise<ProjectionStatus> {
  const base = { id: projection.name, name: projection.name, head, tables: [...projection.tables], rebuild };
  if (!ASYNC_PROJECTIONS.includes(projection)) {
    const { rows } = await db.query<{ at: number | null }>(
      `SELECT max(global_position) AS at FROM events WHERE ${COMMITTED} AND type = ANY($1::text[])`,
      [projection.eventTypes],
    );
    return { ...base, mode: 'inline', position: rows[0].at === null ? null : toNumber(rows[0].at), lag: 0 };
  }
  const at = await readCheckpoint(db, projection.name);
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*) AS n FROM events
      WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint) AND type = ANY($3::text[])`,
    [at.transactionId, at.globalPosition, projection.eventTypes],
  );
  return { ...base, mode: 'async', position: at.globalPosition || null, lag: toNumber(rows[0].n) };
}
