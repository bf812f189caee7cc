import { zodResolver } from '@hookform/resolvers/zod';
import { logisticSchema, type LogisticInput, type UserView } from '@portal/contracts';
import type { Resolver } from 'react-hook-form';
import { choiceMessages } from '@/components/ui/form/choice-messages';

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

/**
 * The shared schema; an unanswered slot select holds null, which it reads as required. zodResolver
 * types the form's values as the schema's input, which has no null there; zod checks whatever it is
 * given, so the form's own values are a sound input, and this is the one place that tells the types.
 */
export const logisticFormResolver = zodResolver(logisticSchema, choiceMessages) as Resolver<
  LogisticFormValues,
  unknown,
  LogisticInput
>;
