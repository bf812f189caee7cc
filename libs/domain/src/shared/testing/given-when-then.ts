import type { Decider, DomainEvent } from '../decider';

/** `given(events).when(command).then(events)` (or `.thenThrows(code)`), with no database. */
export function specFor<Command, Event extends DomainEvent, State>(decider: Decider<Command, Event, State>) {
  return (given: Event[]) => ({
    when: (command: Command) => {
      const run = () => decider.decide(command, given.reduce(decider.evolve, decider.initialState()));
      return {
        then: (expected: Event[]) => expect(run()).toEqual(expected),
        thenThrows: (code: string, field?: string) => {
          let thrown: unknown;
          try {
            run();
          } catch (error) {
            thrown = error;
          }
          expect(thrown).toMatchObject(field ? { code, field } : { code });
        },
      };
    },
  });
}
