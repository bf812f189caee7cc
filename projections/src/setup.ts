import type { Database } from '@portal/event-store';
import { ALL_PROJECTIONS, ASYNC_PROJECTIONS } from './registry';

/** Creates every read model's tables and indexes if missing, and a checkpoint per async projection. */
export async function ensureProjectionTables(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['course-portal-migrations']);
    for (const projection of ALL_PROJECTIONS) {
      await projection.createTables(tx);
      await projection.createIndexes?.(tx);
    }
    for (const projection of ASYNC_PROJECTIONS) {
      await tx.query('INSERT INTO subscription_checkpoints (name) VALUES ($1) ON CONFLICT DO NOTHING', [
        projection.name,
      ]);
    }
  });
}
