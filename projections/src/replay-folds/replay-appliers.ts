import type { Projection, Queryable, RecordedEvent } from '@portal/event-store';
import { applicationsFold } from './applications.fold';
import { type BatchFold, applyBatch } from './batch-fold';
import { coursesFold } from './courses.fold';
import { userProfilesFold } from './user-profiles.fold';
import { usersFold } from './users.fold';

const FOLDS: ReadonlyArray<BatchFold> = [coursesFold, usersFold, userProfilesFold, applicationsFold];

export type Applier = (tx: Queryable, events: RecordedEvent[]) => Promise<void>;

/**
 * How replay writes a projection's page of events into its fresh tables: through its batch fold when
 * that fold still matches the projection (same event types, same table and columns), else through the
 * projection's own `apply`, row by row. A projection that gains an event or a column is then only
 * slower to replay until its fold catches up, never wrong.
 */
export async function replayApplier(tx: Queryable, projection: Projection, suffix: string): Promise<Applier> {
  const own: Applier = (inTx, events) => projection.apply(inTx, events, suffix);
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
  return (inTx, events) => applyBatch(inTx, fold, events, suffix);
}

function sameSet(a: ReadonlyArray<string>, b: ReadonlyArray<string>): boolean {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((item) => set.has(item));
}
