import { MESSAGES } from '@portal/contracts';
import { ApiError } from '@/lib/api-client';

const REQUIRED_CODES = new Set(['required', 'blank', 'null', 'empty']);

/**
 * The snackbar for a refused save (spec 1 §5): 'Required fields missing' when a field is missing,
 * the limit's own words, else 'An error appeared'.
 */
export const serverErrorMessage = (error: unknown): string => {
  if (!(error instanceof ApiError)) return MESSAGES.anErrorAppeared;
  if (Object.values(error.fieldErrors()).some(({ code }) => REQUIRED_CODES.has(code)))
    return MESSAGES.requiredFieldsMissing;
  if (error.body.detail === MESSAGES.applicationCreationLimit) return MESSAGES.applicationCreationLimit;
  return MESSAGES.anErrorAppeared;
};
