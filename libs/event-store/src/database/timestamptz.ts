import { types } from 'pg';

/** pg's own parser, for the forms `parseTimestamptz` leaves to it and anything unexpected. */
const pgParse = types.getTypeParser(types.builtins.TIMESTAMPTZ) as (text: string) => Date | number | null;
const OFFSET = /^[+-]\d\d(?::\d\d)?$/;

const digits = (text: string, from: number, to: number): number => {
  let value = 0;
  for (let i = from; i < to; i++) value = value * 10 + text.charCodeAt(i) - 48;
  return value;
};

/**
 * A `timestamptz` as Postgres writes it (DateStyle ISO: `2026-11-27 10:01:00.123456+00`), read digit
 * by digit where it stands, about three times faster than pg's parser: every event read carries one.
 * The fraction is cut to milliseconds, as pg's parser leaves it (a Date holds no more). Other forms go
 * to pg's parser: BC, infinity, an offset with seconds, and years before 1000 (a leading zero; `Date.UTC`
 * would read 0–99 as 19xx).
 */
export function parseTimestamptz(text: string): Date | number | null {
  if (text.length < 22 || text[4] !== '-' || text[10] !== ' ' || text[13] !== ':' || text[0] === '0') {
    return pgParse(text);
  }
  let at = 19;
  let millis = 0;
  if (text[at] === '.') {
    let end = at + 1;
    while (end < text.length && text.charCodeAt(end) >= 48 && text.charCodeAt(end) <= 57) end++;
    const shown = Math.min(end, at + 4);
    millis = digits(text, at + 1, shown) * 10 ** (at + 4 - shown);
    at = end;
  }
  const offset = text.slice(at);
  if (!OFFSET.test(offset)) return pgParse(text);
  const sign = offset[0] === '-' ? -1 : 1;
  const offsetMinutes = sign * (digits(offset, 1, 3) * 60 + (offset.length > 3 ? digits(offset, 4, 6) : 0));
  const utc = Date.UTC(
    digits(text, 0, 4),
    digits(text, 5, 7) - 1,
    digits(text, 8, 10),
    digits(text, 11, 13),
    digits(text, 14, 16),
    digits(text, 17, 19),
    millis,
  );
  return new Date(utc - offsetMinutes * 60_000);
}
