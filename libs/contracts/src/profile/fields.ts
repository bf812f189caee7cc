import { z } from 'zod';
import { MESSAGES } from '../messages';

/**
 * Field builders shared by the three profile records. A missing value reads as `required` and an empty
 * string as `blank` (so the UI shows 'Required fields missing'); a value outside its list as `invalid`
 * with 'Select a valid choice.'.
 */
export const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .trim()
    .min(1)
    .pipe(z.enum(values, { error: MESSAGES.selectValidChoice }));

export const numberChoice = <const T extends readonly [number, ...number[]]>(values: T) =>
  z
    .number()
    .int()
    .pipe(z.literal(values, { error: MESSAGES.selectValidChoice }));

/** A multi-select: each value from the list, duplicates dropped, order kept; `minimum` picks required. */
export const choices = <const T extends readonly [string, ...string[]]>(values: T, minimum = 0) =>
  z
    .array(z.enum(values, { error: MESSAGES.selectValidChoice }))
    .min(minimum, MESSAGES.thisFieldIsRequired)
    .max(values.length * 2)
    .transform((picked) => [...new Set(picked)]);

export const requiredText = (max: number) => z.string().trim().min(1).max(max);

/** Free text that may be left empty; null (an untouched form field) counts as empty. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((text) => text ?? '');

const isWebUrl = (text: string) => URL.canParse(text) && /^https?:$/.test(new URL(text).protocol);

/** An http(s) link, or empty. */
export const optionalUrl = optionalText(500).refine((text) => text === '' || isWebUrl(text), MESSAGES.enterValidUrl);

/** One problem a whole record has (a field required because of another's value), in the API's terms. */
export interface RuleBreak {
  field: string;
  code: 'required' | 'invalid';
  message: string;
}
