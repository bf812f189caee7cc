import type { Decider, DomainEvent } from '../decider';
import { thrownBy } from './thrown-by';

/** `given(events).when(command).then(events)` (or `.thenThrows(code)`), with no database. */
export function specFor<Command, Event extends DomainEvent, State>(decider: Decider<Command, Event, State>) {
  return (given: Event[]) => ({
    when: (command: Command) => {
      const run = () => decider.decide(command, given.reduce(decider.evolve, decider.initialState()));
      return {
        then: (expected: Event[]) => expect(run()).toEqual(expected),
        thenThrows: (code: string, field?: string) => {
          expect(thrownBy(run)).toMatchObject(field ? { code, field } : { code });
        },
      };
    },
  });
}
