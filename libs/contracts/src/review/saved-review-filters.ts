import { z } from 'zod';

/**
 * `POST /api/admin/review-filters/`: keep the review queue's filter under a name (the reviewer's
 * own; a name they already use is replaced). `filter` is the staff applications list's `filter`
 * object, which the API checks as that list does.
 */
export const savedReviewFilterInputSchema = z.object({
  name: z.string().trim().min(1).max(80, 'Keep the name to 80 characters or fewer.'),
  filter: z.record(z.string().max(40), z.unknown(), { message: 'The filter is an object of the list’s filters.' }),
});
export type SavedReviewFilterInput = z.infer<typeof savedReviewFilterInputSchema>;

/** One saved filter as `GET /api/admin/review-filters/` lists it. */
export const savedReviewFilterSchema = z.object({
  id: z.string(),
  name: z.string(),
  filter: z.record(z.string(), z.unknown()),
  saved_at: z.iso.datetime(),
});
export type SavedReviewFilter = z.infer<typeof savedReviewFilterSchema>;

/** `GET /api/admin/review-filters/`: the caller's saved filters, by name; never anyone else's. */
export const savedReviewFiltersResponseSchema = z.object({ results: z.array(savedReviewFilterSchema) });
export type SavedReviewFiltersResponse = z.infer<typeof savedReviewFiltersResponseSchema>;
