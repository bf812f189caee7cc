import type { FieldError } from '@portal/contracts';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts the server's first message for each field under that field, `non_field_errors` left out
 * (spec §5), and moves focus, which scrolls, to the first one. False when the error named no field
 * of this form, so the caller can say something else.
 */
export const showServerFieldErrors = <T extends FieldValues>(
  error: unknown,
  fieldNames: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean => {
  if (!(error instanceof ApiError)) return false;
  // Only some of the form's fields have a problem.
  const problems: Partial<Record<string, FieldError>> = error.fieldErrors();
  const fieldsWithProblems = fieldNames.filter((name) => problems[name]);
  fieldsWithProblems.forEach((name, index) =>
    setError(name, { type: 'server', message: problems[name]?.message }, { shouldFocus: index === 0 }),
  );
  return fieldsWithProblems.length > 0;
};
