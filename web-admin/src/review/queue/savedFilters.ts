/** A queue filter a reviewer named and kept, as the staff list's `filter` object. */
export type SavedFilter = { name: string; filter: Record<string, unknown> };

// Kept in this browser under the reviewer's own id: each reviewer has their own list.
const keyOf = (reviewerId: string) => `review-queue-filters:${reviewerId}`;

export function readSavedFilters(reviewerId: string): SavedFilter[] {
  try {
    const stored = JSON.parse(localStorage.getItem(keyOf(reviewerId)) ?? '[]');
    return Array.isArray(stored) ? (stored as SavedFilter[]) : [];
  } catch {
    return [];
  }
}

/** Saves `filter` under `name`, replacing one of the same name. */
export function saveFilter(reviewerId: string, saved: SavedFilter): SavedFilter[] {
  const next = [...readSavedFilters(reviewerId).filter((found) => found.name !== saved.name), saved];
  localStorage.setItem(keyOf(reviewerId), JSON.stringify(next));
  return next;
}
