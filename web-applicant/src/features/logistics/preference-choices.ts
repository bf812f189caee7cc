import { MESSAGES, PREFERENCE_FIELDS, PREFERENCE_SLOTS, type PreferenceField } from '@portal/contracts';
import type { FieldErrors, Resolver } from 'react-hook-form';

export type PreferenceValues = Partial<Record<PreferenceField, string | null>>;

/** Why a ranking is refused, in the order the server checks (spec 1 §5 "Preferences"). */
export type PreferenceProblem = 'missing' | 'misconfigured' | 'duplicate';

export const PREFERENCE_SNACKBARS: Record<PreferenceProblem, string> = {
  missing: MESSAGES.missingPreferences,
  misconfigured: MESSAGES.misconfiguredPreferences,
  duplicate: MESSAGES.duplicatePreferences,
};

/** The API's codes for the same problems (`preferred_application_{n}` field errors). */
export const PREFERENCE_PROBLEM_OF_CODE: Record<string, PreferenceProblem> = {
  missing_preference: 'missing',
  misconfigured_preference: 'misconfigured',
  duplicate_preference: 'duplicate',
};

const FIELD_MESSAGES: Record<PreferenceProblem, string> = {
  missing: MESSAGES.pleaseFillOutYourPreference,
  misconfigured: MESSAGES.chooseCurrentApplications,
  duplicate: MESSAGES.preferencesMustBeUnique,
};

/** One select per current application, up to six. */
export const preferenceFieldsFor = (labels: readonly string[]) =>
  PREFERENCE_FIELDS.slice(0, Math.min(labels.length, PREFERENCE_SLOTS));

/** Every shown slot filled, each with a current application, none twice. */
export const preferenceResolver =
  (labels: readonly string[]): Resolver<PreferenceValues> =>
  (values) => {
    const errors: FieldErrors<PreferenceValues> = {};
    const seen = new Set<string>();
    for (const field of preferenceFieldsFor(labels)) {
      const label = values[field];
      const problem: PreferenceProblem | null = !label
        ? 'missing'
        : !labels.includes(label)
          ? 'misconfigured'
          : seen.has(label)
            ? 'duplicate'
            : null;
      if (label) seen.add(label);
      if (problem) errors[field] = { type: problem, message: FIELD_MESSAGES[problem] };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
