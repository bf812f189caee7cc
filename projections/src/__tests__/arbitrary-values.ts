import fc from 'fast-check';
import type { NewEvent } from '@portal/event-store';

/**
 * The building blocks of the generated streams. Generated events for the streams the read models fold, one arbitrary per stream kind: any event the
 * stream may carry, with the fields the folds read. Generated sequences need not be ones a decider
 * would allow (an update before a creation, a second registration): a fold must agree with itself on
 * any log, since replay folds whatever the log holds.
 */
export interface StreamKind {
  type: string;
  streamId: (key: string) => string;
  /** Events for the stream of `key`; `related` are other keys of the run (a user for an application). */
  event: (key: string, related: string) => fc.Arbitrary<NewEvent>;
}

export const time = fc
  .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2026, 11, 31) })
  .map((ms) => new Date(ms).toISOString());
export const word = fc.constantFrom('Ama', 'Kofi', 'Ewa', 'Lin', '', 'Ñandú', "O'Neil");
export const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });
export const small = fc.integer({ min: 0, max: 20_000 });
export const record = fc.dictionary(
  fc.constantFrom('a', 'b', 'institution', 'country'),
  fc.oneof(word, small, fc.boolean()),
  {
    maxKeys: 3,
  },
);
export const event = (type: string, data: fc.Arbitrary<object>): fc.Arbitrary<NewEvent> =>
  data.map((d) => ({ type, data: d }));
