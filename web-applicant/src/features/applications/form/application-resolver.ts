import { MESSAGES, type ApplicationRole, type CourseView } from '@portal/contracts';
import type { FieldError, Resolver } from 'react-hook-form';
import type { FormValues } from './field-spec';
import { FORM_SCHEMAS, FORM_SPECS } from './form-spec';
import { questionFieldName, toPayloadInput } from './form-values';

type Issue = { code: string; path: PropertyKey[]; message: string; minimum?: unknown; params?: { code?: string } };

const required = (): FieldError => ({ type: 'required', message: MESSAGES.thisFieldIsRequired });

/** A schema problem in the API's terms: its rule code when it has one, 'required' for a missing value. */
const fieldErrorOf = (issue: Issue): FieldError => {
  if (issue.code === 'custom') return { type: issue.params?.code ?? 'invalid', message: issue.message };
  if (issue.code === 'invalid_type' || (issue.code === 'too_small' && issue.minimum === 1)) return required();
  return { type: issue.code, message: issue.message };
};

/**
 * Checks the form with the API's own schema of the role, plus the course questions the API checks
 * against the course (spec 1 §5, spec 2 §5). Valid, it hands on the payload the API will read.
 */
export const applicationResolver =
  (role: ApplicationRole, course: CourseView): Resolver<FormValues> =>
  (values) => {
    const spec = FORM_SPECS[role];
    const result = FORM_SCHEMAS[role].safeParse(toPayloadInput(spec, course, values));
    const errors: Record<string, FieldError> = {};
    for (const issue of result.success ? [] : (result.error.issues as Issue[])) {
      const name = String(issue.path[0] ?? 'root');
      errors[name] ??= fieldErrorOf(issue);
    }
    for (const question of course.questions) {
      const name = questionFieldName(question);
      if (!spec.requiredQuestions.includes(question.category) || values[name] !== null) continue;
      // A TA's unrated technical row is reported like the API does, for the 'Table fields missing' snackbar.
      errors[name] =
        question.category === 'technical_dom' ? { ...required(), type: 'table_fields_missing' } : required();
    }
    if (result.success && Object.keys(errors).length === 0) return { values: result.data as FormValues, errors: {} };
    return { values: {}, errors };
  };
