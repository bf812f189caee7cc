/**
 * Scores a reviewer has given an application but not yet all of them: kept in this browser so moving
 * on in the queue (or reloading) loses none, and dropped once the review is saved. A review is saved
 * only whole, so the server never holds a part-scored one (docs/decisions.md).
 */
type Scores = Record<string, number>;

const keyOf = (reviewerId: string, applicationId: string) => `portal.review-draft.${reviewerId}.${applicationId}`;

export function readDraft(reviewerId: string, applicationId: string): Scores | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(reviewerId, applicationId)) ?? 'null');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Scores) : null;
  } catch {
    return null;
  }
}

export function keepDraft(reviewerId: string, applicationId: string, scores: Scores): void {
  localStorage.setItem(keyOf(reviewerId, applicationId), JSON.stringify(scores));
}

export function dropDraft(reviewerId: string, applicationId: string): void {
  localStorage.removeItem(keyOf(reviewerId, applicationId));
}
