import { zodResolver } from '@hookform/resolvers/zod';
import { logisticSchema, type UserView } from '@portal/contracts';
import { choiceMessages } from '@/components/ui/form/choice-messages';
import { withFormRules } from '@/components/ui/form/form-rules-resolver';
import type { SchemaOutput } from '@/lib/schema-types';

/** The time slots and languages; the ranked preferences have their own form. */
export type LogisticFormValues = {
  preferred_time_slot: number | null;
  second_preferred_time_slot: number | null;
  possible_time_slots: number[];
  preferred_language: string;
  possible_languages: string[];
  fill_in_languages: string;
  comfort_english: boolean;
};

export const LOGISTIC_FORM_FIELDS = [
  'preferred_time_slot',
  'second_preferred_time_slot',
  'possible_time_slots',
  'preferred_language',
  'possible_languages',
  'fill_in_languages',
  'comfort_english',
] as const satisfies ReadonlyArray<keyof LogisticFormValues>;

export const logisticFormValuesOf = (user: UserView): LogisticFormValues => {
  const stored = (user.logistic ?? {}) as Partial<LogisticFormValues>;
  return {
    preferred_time_slot: stored.preferred_time_slot ?? null,
    second_preferred_time_slot: stored.second_preferred_time_slot ?? null,
    possible_time_slots: stored.possible_time_slots ?? [],
    preferred_language: stored.preferred_language ?? '',
    possible_languages: stored.possible_languages ?? [],
    fill_in_languages: stored.fill_in_languages ?? '',
    comfort_english: stored.comfort_english ?? false,
  };
};

/** The shared schema; an unanswered slot select holds null, which it reads as required. */
export const logisticFormResolver = withFormRules<LogisticFormValues, SchemaOutput<typeof logisticSchema>>(
  zodResolver(logisticSchema, choiceMessages),
  () => ({}),
);
