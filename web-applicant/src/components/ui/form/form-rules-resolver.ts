import type { FieldError, FieldErrors, FieldValues, Path, Resolver } from 'react-hook-form';

/** A message per field that breaks a rule between fields (a year needed because of the degree). */
export type FormRules<Values> = (values: Values) => Partial<Record<Path<Values & FieldValues>, string>>;

/**
 * The shared schema's resolver, plus the form's rules between fields, all reported together: the
 * schema alone would stop at the first broken field or skip its refinements. The values passed on
 * are the schema's output.
 */
export const withFormRules =
  <Values extends FieldValues, Output>(
    resolver: Resolver<Values, unknown, Output>,
    rules: FormRules<Values>,
  ): Resolver<Values, unknown, Output> =>
  async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors: Record<string, unknown> = { ...result.errors };
    const ruleErrors = Object.entries<string | undefined>(rules(values));
    for (const [field, message] of ruleErrors) {
      if (message && !(field in errors)) errors[field] = { type: 'rule', message } satisfies FieldError;
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors: errors as FieldErrors<Values> } : result;
  };
