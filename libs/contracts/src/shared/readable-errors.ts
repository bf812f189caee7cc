import { z } from 'zod';

/**
 * zod's own messages ("Too big: expected number to be <=4") are for developers. Every schema here
 * gets sentences a person reads instead, in the browser's forms and in the API's 400s alike, unless
 * the schema gives its own message (the spec's words).
 */
const bound = (origin: unknown, limit: unknown, inclusive: unknown, more: boolean): string | undefined => {
  const value = String(limit);
  switch (origin) {
    case 'number':
    case 'int':
      if (inclusive === false) return more ? `Enter a number below ${value}.` : `Enter a number above ${value}.`;
      return more ? `Enter a number of ${value} or less.` : `Enter a number of ${value} or more.`;
    case 'string':
      return more ? `Use ${value} characters or fewer.` : `Use at least ${value} characters.`;
    case 'array':
    case 'set':
      return more ? `Choose ${value} or fewer.` : `Choose at least ${value}.`;
    default:
      return undefined;
  }
};

export const readableError = (issue: z.core.$ZodRawIssue): string | undefined => {
  switch (issue.code) {
    case 'too_big':
      return bound(issue.origin, issue.maximum, issue.inclusive, true);
    case 'too_small':
      return bound(issue.origin, issue.minimum, issue.inclusive, false);
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'This field is required.' : 'Enter a valid value.';
    case 'invalid_value':
      return 'Choose one of the options offered.';
    case 'invalid_format':
      return issue.format === 'email' ? 'Enter a valid email address.' : 'Enter a valid value.';
    case 'not_multiple_of':
      return `Enter a multiple of ${String(issue.divisor)}.`;
    case 'unrecognized_keys':
      return `Unknown fields: ${issue.keys.join(', ')}.`;
    default:
      return 'Enter a valid value.';
  }
};

z.config({ customError: readableError });
