import { ApiError } from './api-client';

/**
 * The API's own reason for refusing a request, when it gives one for the request as a whole: the
 * `detail` of a `{"detail","code"}` answer or the first of `non_field_errors` (docs/architecture.md §4). Field
 * errors go next to their fields instead; a server failure (5xx) has no reason worth reading.
 */
export const serverReason = (error: unknown): string | null => {
  if (!(error instanceof ApiError) || error.status >= 500) return null;
  if (typeof error.body.detail === 'string') return error.body.detail;
  return error.firstNonFieldError()?.message ?? null;
};
