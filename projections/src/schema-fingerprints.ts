import { createHash } from 'node:crypto';
import type { EventStore, Projection } from '@portal/event-store';
import { FOLD_SOURCES } from './fold-sources';
import { ALL_PROJECTIONS } from './registry';
import { replayProjections } from './replay';

/**
 * What a read model is: its tables' definitions and its code as written (FOLD_SOURCES, generated from
 * the source by scripts/fold-sources.mjs), so a changed table, fold, key or helper the fold calls changes
 * this. Not `fold.toString()`: the bundled API and worker and tsc's output that the scripts run print the
 * same fold differently, and they share one data folder.
 */
export const fingerprintOf = (projection: Projection, foldSources: FoldSources = FOLD_SOURCES): string =>
  createHash('sha256')
    .update(
      JSON.stringify(
        projection.definition
          ? 'groupOf' in projection.definition
            ? projection.definition.tables
            : projection.definition.table
          : projection.tables,
      ),
    )
    .update('\n')
    .update(foldSources[projection.name] ?? '')
    .digest('hex');

export type FoldSources = Readonly<Record<string, string>>;

export interface RebuildOptions {
  log?: (line: string) => void;
  /** Every read model by default; a test passes the ones of an "upgraded" version. */
  projections?: ReadonlyArray<Projection>;
  foldSources?: FoldSources;
}

/**
 * Read models whose tables or fold changed since this data folder last ran are rebuilt from the log
 * before anything is served (a new column would otherwise be missing, and its data with it; a changed
 * fold would leave rows folded the old way), and so is a read model new in this version. A database
 * from before fingerprints existed, holding events, rebuilds every read model once.
 */
export async function rebuildChangedProjections(store: EventStore, options: RebuildOptions = {}) {
  const { log = () => undefined, projections = ALL_PROJECTIONS, foldSources = FOLD_SOURCES } = options;
  const { db } = store;
  const changed = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['course-portal-projection-fingerprints']);
    await tx.query(
      'CREATE TABLE IF NOT EXISTS projection_fingerprints (name text PRIMARY KEY, fingerprint text NOT NULL)',
    );
    const { rows } = await tx.query<{ name: string; fingerprint: string }>('SELECT * FROM projection_fingerprints');
    const known = new Map(rows.map((row) => [row.name, row.fingerprint]));
    const { rows: any } = await tx.query<{ present: boolean }>('SELECT EXISTS (SELECT 1 FROM events) AS present');
    return projections.filter((projection) => {
      const before = known.get(projection.name);
      return before === undefined ? any[0].present : before !== fingerprintOf(projection, foldSources);
    });
  });
  if (changed.length > 0) {
    log(`rebuilding read models whose tables or fold changed: ${changed.map((p) => p.name).join(', ')}`);
    await replayProjections(store, changed);
  }
  for (const projection of projections)
    await db.query(
      `INSERT INTO projection_fingerprints (name, fingerprint) VALUES ($1, $2)
       ON CONFLICT (name) DO UPDATE SET fingerprint = $2`,
      [projection.name, fingerprintOf(projection, foldSources)],
    );
}
