import fc from 'fast-check';
import { types } from 'pg';
import { parseTimestamptz } from './timestamptz';

const pgParse = types.getTypeParser(types.builtins.TIMESTAMPTZ) as (text: string) => Date | number | null;
const pad = (value: number, width: number) => String(value).padStart(width, '0');
const asNumber = (value: Date | number | null) => (value instanceof Date ? value.getTime() : value);

/** A timestamptz as Postgres writes it with DateStyle ISO, in any time zone. */
const pgText = fc
  .record({
    year: fc.integer({ min: 1, max: 9999 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
    hour: fc.integer({ min: 0, max: 23 }),
    minute: fc.integer({ min: 0, max: 59 }),
    second: fc.integer({ min: 0, max: 59 }),
    // Postgres drops trailing zeros: from none to six digits.
    fraction: fc.option(fc.integer({ min: 1, max: 999_999 }), { nil: undefined }),
    offsetHours: fc.integer({ min: -15, max: 15 }),
    offsetMinutes: fc.constantFrom(0, 30, 45),
  })
  .map((t) => {
    const fraction = t.fraction === undefined ? '' : `.${pad(t.fraction, 6).replace(/0+$/, '')}`;
    const sign = t.offsetHours < 0 ? '-' : '+';
    const offset = `${sign}${pad(Math.abs(t.offsetHours), 2)}${t.offsetMinutes ? `:${pad(t.offsetMinutes, 2)}` : ''}`;
    return `${pad(t.year, 4)}-${pad(t.month, 2)}-${pad(t.day, 2)} ${pad(t.hour, 2)}:${pad(t.minute, 2)}:${pad(t.second, 2)}${fraction}${offset}`;
  });

describe('parseTimestamptz', () => {
  it('gives the instant pg’s own parser gives for any timestamptz Postgres writes', () => {
    fc.assert(
      fc.property(pgText, (text) => {
        expect(asNumber(parseTimestamptz(text))).toBe(asNumber(pgParse(text)));
      }),
      { numRuns: 2000 },
    );
  });

  it('cuts the fraction to milliseconds, as a Date holds', () => {
    expect((parseTimestamptz('2026-11-27 10:01:00.123999+00') as Date).toISOString()).toBe('2026-11-27T10:01:00.123Z');
    expect((parseTimestamptz('2026-11-27 10:01:00.5+05:30') as Date).toISOString()).toBe('2026-11-27T04:31:00.500Z');
  });

  it('leaves the forms it does not read to pg’s parser', () => {
    for (const text of ['infinity', '-infinity', '2026-11-27 10:01:00+00 BC', '1901-12-13 20:45:52+01:00:36']) {
      expect(asNumber(parseTimestamptz(text))).toBe(asNumber(pgParse(text)));
    }
  });
});
