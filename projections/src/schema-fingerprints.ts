import { createHash } from 'node:crypto';
import type { EventStore, Projection } from '@portal/event-store';
import { ALL_PROJECTIONS } from './registry';
import { replayProjections } from './replay';

/** What a read model's tables look like: a change of its table or index statements changes this. */
const fingerprintOf = (projection: Projection): string =>
  createHash('sha256')
    .update(
      projection.definition
        ? JSON.stringify(
            'groupOf' in projection.definition ? projection.definition.tables : projection.definition.table,
          )
        : `${projection.createTables.toString()}\n${projection.createIndexes?.toString() ?? ''}`,
    )
    .digest('hex');

/**
 * Read models whose table definitions changed since this data folder last ran are rebuilt from the
 * log before anything is served (a new column would otherwise be missing, and its data with it), and so
 * is a read model new in this version. A database from before fingerprints existed, holding events,
 * rebuilds every read model once.
 */
export async function rebuildChangedProjections(store: EventStore, log: (line: string) => void = () => undefined) {
  const { db } = store;
  const changed = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['course-portal-projection-fingerprints']);
    await tx.query(
      'CREATE TABLE IF NOT EXISTS projection_fingerprints (name text PRIMARY KEY, fingerprint text NOT NULL)',
    );
    const { rows } = await tx.query<{ name: string; fingerprint: string }>('SELECT * FROM projection_fingerprints');
    const known = new Map(rows.map((row) => [row.name, row.fingerprint]));
    const { rows: any } = await tx.query<{ present: boolean }>('SELECT EXISTS (SELECT 1 FROM events) AS present');
    return ALL_PROJECTIONS.filter((projection) => {
      const before = known.get(projection.name);
      return before === undefined ? any[0].present : before !== fingerprintOf(projection);
    });
  });
  if (changed.length > 0) {
    log(`rebuilding read models whose tables changed: ${changed.map((p) => p.name).join(', ')}`);
    await replayProjections(store, changed);
  }
  for (const projection of ALL_PROJECTIONS)
    await db.query(
      `INSERT INTO projection_fingerprints (name, fingerprint) VALUES ($1, $2)
       ON CONFLICT (name) DO UPDATE SET fingerprint = $2`,
      [projection.name, fingerprintOf(projection)],
    );
}
