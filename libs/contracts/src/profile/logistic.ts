import { z } from 'zod';
import { MESSAGES } from '../messages';
import { LANGUAGES } from './enumerations';
import { choice, choices, numberChoice, optionalText } from './fields';
import { TIME_SLOTS } from './time-slots';

/** How many ranked application preferences a logistic record holds (spec 1 §9). */
export const PREFERENCE_SLOTS = 6;
export const PREFERENCE_FIELDS = [
  'preferred_application_1',
  'preferred_application_2',
  'preferred_application_3',
  'preferred_application_4',
  'preferred_application_5',
  'preferred_application_6',
] as const;
export type PreferenceField = (typeof PREFERENCE_FIELDS)[number];

/** An application label (course name plus role); which labels are allowed is the applications' rule. */
const preference = z.string().trim().max(300).nullable().optional();

/** `POST /api/users/logistic/` (spec 2 §3 "User logistic profile"). */
export const logisticSchema = z.object({
  preferred_time_slot: numberChoice(TIME_SLOTS),
  second_preferred_time_slot: numberChoice(TIME_SLOTS).nullable().optional(),
  possible_time_slots: z
    .array(numberChoice(TIME_SLOTS))
    .max(TIME_SLOTS.length * 2)
    .transform((slots) => [...new Set(slots)].sort((a, b) => a - b))
    .optional(),
  preferred_language: choice(LANGUAGES),
  possible_languages: choices(LANGUAGES).optional(),
  fill_in_languages: optionalText(500).optional(),
  comfort_english: z.boolean().refine((comfortable) => comfortable, MESSAGES.comfortableInEnglish),
  preferred_application_1: preference,
  preferred_application_2: preference,
  preferred_application_3: preference,
  preferred_application_4: preference,
  preferred_application_5: preference,
  preferred_application_6: preference,
});
/** `PATCH /api/users/logistic/{id}/`: any subset of the fields. */
export const logisticPatchSchema = logisticSchema.partial();

export type LogisticInput = z.infer<typeof logisticSchema>;
export type LogisticChanges = z.infer<typeof logisticPatchSchema>;
type Nullable<T> = { [K in keyof T]-?: Exclude<T[K], undefined> | null };
export type Logistic = Required<Omit<LogisticInput, 'second_preferred_time_slot' | PreferenceField>> &
  Nullable<Pick<LogisticInput, 'second_preferred_time_slot' | PreferenceField>>;
export type LogisticView = Logistic & { id: string; user: string; modified: string };

const OPTIONAL_DEFAULTS = {
  second_preferred_time_slot: null,
  possible_time_slots: [],
  possible_languages: [],
  fill_in_languages: '',
  preferred_application_1: null,
  preferred_application_2: null,
  preferred_application_3: null,
  preferred_application_4: null,
  preferred_application_5: null,
  preferred_application_6: null,
} satisfies Partial<Logistic>;

/** The record a save leaves; an emptied preference is null, never an empty label. */
export function mergeLogistic(current: Logistic | null, changes: LogisticChanges): Logistic {
  const merged = { ...OPTIONAL_DEFAULTS, ...current, ...changes } as Logistic;
  for (const field of PREFERENCE_FIELDS) merged[field] = merged[field] || null;
  return merged;
}

/** The six preferences in rank order. */
export const preferencesOf = (logistic: Logistic): Array<string | null> =>
  PREFERENCE_FIELDS.map((field) => logistic[field]);
