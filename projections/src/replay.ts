import type { EventStore, LogPosition, Projection, Queryable } from '@portal/event-store';
import { LOG_START, toNumber } from '@portal/event-store';
import { ASYNC_PROJECTIONS } from './registry';

const SUFFIX = '__rebuild';

export interface ReplayProgress {
  projection: string;
  done: number;
  total: number;
}

/**
 * Rebuilds one read model from the log into fresh tables while the old ones keep serving, then swaps
 * them in. Side effects are never triggered: only the projection's own writes run.
 */
export async function replayProjection(
  store: EventStore,
  projection: Projection,
  options: { pageSize?: number; onProgress?: (progress: ReplayProgress) => void } = {},
): Promise<{ events: number }> {
  const db = store.db;
  const pageSize = options.pageSize ?? 5000;
  const types = projection.eventTypes;
  await db.transaction(async (tx) => {
    for (const table of projection.tables) await tx.query(`DROP TABLE IF EXISTS ${table}${SUFFIX}`);
    await projection.createTables(tx, SUFFIX);
  });
  const total = toNumber(
    (await db.query<{ n: number }>('SELECT count(*) AS n FROM events WHERE type = ANY($1::text[])', [types])).rows[0].n,
  );
  let done = 0;
  let at: LogPosition = LOG_START;
  options.onProgress?.({ projection: projection.name, done, total });
  for (;;) {
    const page = await store.readAll(at, pageSize, undefined, { types });
    if (page.length === 0) break;
    await db.transaction((tx) => projection.apply(tx, page, SUFFIX));
    at = positionOf(page[page.length - 1]);
    done += page.length;
    options.onProgress?.({ projection: projection.name, done: Math.min(done, total), total: Math.max(total, done) });
  }
  await db.transaction(async (tx) => projection.createIndexes?.(tx, SUFFIX));
  done += await swapIn(store, projection, at);
  options.onProgress?.({ projection: projection.name, done, total: done });
  return { events: done };
}

/** Catches up what came during the rebuild and swaps the tables, with writers held off. */
async function swapIn(store: EventStore, projection: Projection, from: LogPosition): Promise<number> {
  const isAsync = ASYNC_PROJECTIONS.includes(projection);
  return store.db.transaction(async (tx) => {
    if (isAsync) await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`subscription:${projection.name}`]);
    for (const table of projection.tables) {
      if (await tableExists(tx, table)) await tx.query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
    }
    let caughtUp = 0;
    let at = from;
    for (;;) {
      const page = await store.readAll(at, 5000, tx, { types: projection.eventTypes, includeInFlight: true });
      if (page.length === 0) break;
      await projection.apply(tx, page, SUFFIX);
      at = positionOf(page[page.length - 1]);
      caughtUp += page.length;
    }
    for (const table of projection.tables) {
      await tx.query(`DROP TABLE IF EXISTS ${table}`);
      await tx.query(`ALTER TABLE ${table}${SUFFIX} RENAME TO ${table}`);
      const { rows } = await tx.query<{ indexname: string }>('SELECT indexname FROM pg_indexes WHERE tablename = $1', [table]);
      for (const { indexname } of rows) {
        if (indexname.includes(SUFFIX)) await tx.query(`ALTER INDEX ${indexname} RENAME TO ${indexname.replace(SUFFIX, '')}`);
      }
    }
    if (isAsync) {
      await tx.query(
        `INSERT INTO subscription_checkpoints (name, transaction_id, global_position) VALUES ($1, $2::xid8, $3)
         ON CONFLICT (name) DO UPDATE SET transaction_id = excluded.transaction_id, global_position = excluded.global_position, updated_at = now()`,
        [projection.name, at.transactionId, at.globalPosition],
      );
    }
    return caughtUp;
  });
}

const positionOf = (event: { transactionId: string; globalPosition: number }): LogPosition => ({
  transactionId: event.transactionId,
  globalPosition: event.globalPosition,
});

async function tableExists(tx: Queryable, table: string): Promise<boolean> {
  const { rows } = await tx.query<{ found: string | null }>('SELECT to_regclass($1)::text AS found', [table]);
  return rows[0].found !== null;
}
