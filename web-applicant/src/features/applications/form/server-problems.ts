import { MESSAGES } from '@portal/contracts';
import { ApiError } from '@/lib/api-client';
import { snackbarForProblems } from './form-problems';

/** The snackbar for a refused submit: the limit's own words, else by the fields' codes (spec 1 §5). */
export const snackbarForServerError = (error: unknown): string => {
  if (!(error instanceof ApiError)) return MESSAGES.anErrorAppeared;
  if (error.message === MESSAGES.applicationCreationLimit) return MESSAGES.applicationCreationLimit;
  const codes = Object.fromEntries(
    Object.entries(error.fieldErrors()).map(([field, problem]) => [field, problem.code]),
  );
  return snackbarForProblems(codes);
};
