import type { ReviewQueueFilter, SavedReviewFiltersEvent } from '@portal/domain';
import { type Projection, type Queryable, type ReadModel, projectionOf } from '@portal/event-store';

/** A stored row of `review_saved_filters`. */
export interface SavedReviewFilterRecord extends Record<string, unknown> {
  id: string;
  reviewer_id: string;
  name: string;
  filter: ReviewQueueFilter;
  saved_at: Date;
}

/**
 * `review_saved_filters`: each reviewer's named filters of the review queue, one row per filter (all
 * on the reviewer's filters stream). Inline, so a filter is in the reviewer's menu right after they
 * save it. Saving again under the filter's id replaces its name and filter.
 */
export const savedReviewFiltersReadModel: ReadModel<SavedReviewFilterRecord, SavedReviewFiltersEvent> = {
  name: 'saved-review-filters',
  eventTypes: ['ReviewFilterSaved', 'ReviewFilterDeleted'],
  table: {
    name: 'review_saved_filters',
    key: 'id',
    columns: {
      id: 'text PRIMARY KEY',
      reviewer_id: 'text NOT NULL',
      name: 'text NOT NULL',
      filter: 'jsonb NOT NULL',
      saved_at: 'timestamptz NOT NULL',
    },
    indexes: { reviewer: '(reviewer_id)' },
  },
  keyOf: (event) => event.data.filterId,
  singleStream: true,

  fold(row, event) {
    if (event.type === 'ReviewFilterDeleted') return null;
    const { filterId, reviewerId, name, filter, savedAt } = event.data;
    return { id: filterId, reviewer_id: row?.reviewer_id ?? reviewerId, name, filter, saved_at: new Date(savedAt) };
  },
};

export const savedReviewFiltersProjection: Projection = projectionOf(savedReviewFiltersReadModel);

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
