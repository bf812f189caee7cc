import type { Projection, Queryable, RecordedEvent } from '@portal/event-store';
import { applicationsFold } from './applications.fold';
import { type BatchFold, FoldedTable, type PageWrites } from './batch-fold';
import { coursesFold } from './courses.fold';
import { enrollmentsFold } from './enrollments.fold';
import { userProfilesFold } from './user-profiles.fold';
import { usersFold } from './users.fold';

const FOLDS: ReadonlyArray<BatchFold> = [coursesFold, usersFold, userProfilesFold, applicationsFold, enrollmentsFold];

/**
 * How replay writes a projection's pages: `prepare` works a page out (reading through `read`, which sees
 * every page but the last one written) and gives the writes to run in the page's own transaction.
 */
export interface Applier {
  prepare(read: Queryable, events: RecordedEvent[]): Promise<PageWrites>;
}

/**
 * How replay writes a projection's page of events into its fresh tables: through its batch fold when
 * that fold still matches the projection (same event types, same table and columns), else through the
 * projection's own `apply`, row by row. A projection that gains an event or a column is then only
 * slower to replay until its fold catches up, never wrong.
 */
export async function replayApplier(tx: Queryable, projection: Projection, suffix: string): Promise<Applier> {
  // Row by row, everything happens in the page's transaction.
  const own: Applier = { prepare: async (_read, events) => (inTx) => projection.apply(inTx, events, suffix) };
  const fold = FOLDS.find((candidate) => candidate.projection === projection.name);
  if (!fold || !sameSet(fold.eventTypes, projection.eventTypes) || !sameSet([fold.table], projection.tables))
    return own;
  const { rows } = await tx.query<{ column_name: string }>(
    'SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1',
    [`${fold.table}${suffix}`],
  );
  if (
    !sameSet(
      Object.keys(fold.columns),
      rows.map((row) => row.column_name),
    )
  )
    return own;
  const table = new FoldedTable(fold, suffix);
  return { prepare: (read, events) => table.prepare(read, events) };
}

function sameSet(a: ReadonlyArray<string>, b: ReadonlyArray<string>): boolean {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((item) => set.has(item));
}
