import { z } from 'zod';
import { MESSAGES } from '../messages';

/**
 * A NUL byte, or a lone surrogate (half of a UTF-16 pair: no character at all). PostgreSQL refuses
 * the first in `text` and `jsonb` (a server error, where the request's data ended up in the log), and
 * the second cannot be written as UTF-8. With the `u` flag, `\p{Cs}` matches only unpaired surrogates.
 */
const LONE_SURROGATE = /\p{Cs}/u;

/** Whether a piece of text can be stored and read back as it was sent. */
export const isWellFormedText = (text: string): boolean => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

type Path = Array<string | number>;

/** Every place in a JSON value (a body, a query) where a string, or an object's key, breaks the rule. */
function unstorableTextPaths(input: unknown): Path[] {
  const found: Path[] = [];
  const pending: Array<[unknown, Path]> = [[input, []]];
  while (pending.length > 0) {
    const [value, path] = pending.pop() as [unknown, Path];
    if (typeof value === 'string') {
      if (!isWellFormedText(value)) found.push(path);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push([item, [...path, index]]));
    } else if (isPlainObject(value)) {
      for (const [key, item] of Object.entries(value)) {
        // A broken key is reported where it stands: a field name with a NUL in it names nothing.
        if (!isWellFormedText(key)) found.push(path);
        else pending.push([item, [...path, key]]);
      }
    }
  }
  return found.reverse();
}

/**
 * A record of fields: parsed JSON, or a parsed query (whose prototype has no prototype of its own),
 * never a class's instance (a file being uploaded, a buffer).
 */
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && (!('constructor' in value) || value.constructor === Object);

/**
 * The one text rule, for every input the API takes: each string (and key) anywhere in it is
 * well-formed, or the field it is in gets `invalid` with a message saying why. Run on every request's
 * body and query before its own schema, so no text field can be left out of it.
 */
export const wellFormedInput = z.unknown().superRefine((input, context) => {
  const reported = new Set<string>();
  for (const path of unstorableTextPaths(input)) {
    const field = path.join('.');
    if (reported.has(field)) continue;
    reported.add(field);
    context.addIssue({
      code: 'custom',
      path,
      message: MESSAGES.textHasUnstorableCharacter,
      params: { code: 'invalid' },
    });
  }
});
