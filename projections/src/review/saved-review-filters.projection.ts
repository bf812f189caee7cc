import type { ReviewQueueFilter, SavedReviewFiltersEvent } from '@portal/domain';
import type { Projection, Queryable, RecordedEvent } from '@portal/event-store';

/**
 * `review_saved_filters`: each reviewer's named filters of the review queue. Inline, so a filter
 * is in the reviewer's menu right after they save it.
 */
export const savedReviewFiltersProjection: Projection = {
  name: 'saved-review-filters',
  eventTypes: ['ReviewFilterSaved', 'ReviewFilterDeleted'],
  tables: ['review_saved_filters'],

  async createTables(tx, suffix = '') {
    await tx.query(`CREATE TABLE IF NOT EXISTS review_saved_filters${suffix} (
      id text PRIMARY KEY,
      reviewer_id text NOT NULL,
      name text NOT NULL,
      filter jsonb NOT NULL,
      saved_at timestamptz NOT NULL
    )`);
    await tx.query(
      `CREATE INDEX IF NOT EXISTS review_saved_filters_reviewer${suffix} ON review_saved_filters${suffix} (reviewer_id)`,
    );
  },

  async apply(tx, events, suffix = '') {
    for (const event of events as Array<RecordedEvent & SavedReviewFiltersEvent>) {
      if (event.type === 'ReviewFilterSaved') {
        const { filterId, reviewerId, name, filter, savedAt } = event.data;
        await tx.query(
          `INSERT INTO review_saved_filters${suffix} (id, reviewer_id, name, filter, saved_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, filter = EXCLUDED.filter, saved_at = EXCLUDED.saved_at`,
          [filterId, reviewerId, name, JSON.stringify(filter), savedAt],
        );
      } else if (event.type === 'ReviewFilterDeleted') {
        await tx.query(`DELETE FROM review_saved_filters${suffix} WHERE id = $1`, [event.data.filterId]);
      }
    }
  },
};

export interface SavedReviewFilterRow {
  id: string;
  name: string;
  filter: ReviewQueueFilter;
  saved_at: string;
}

/** One reviewer's saved filters, by name; nobody else's. */
export async function savedReviewFiltersOf(db: Queryable, reviewerId: string): Promise<SavedReviewFilterRow[]> {
  const { rows } = await db.query<SavedReviewFilterRow & { saved_at: Date | string }>(
    `SELECT id, name, filter, saved_at FROM review_saved_filters WHERE reviewer_id = $1 ORDER BY lower(name), id`,
    [reviewerId],
  );
  return rows.map((row) => ({ ...row, saved_at: new Date(row.saved_at).toISOString() }));
}
