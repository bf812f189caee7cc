/**
 * An aggregate's pure functions: no I/O, no clock (the time comes in on the command).
 * The command path loads the stream, folds it with `evolve`, calls `decide` and appends the result.
 */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
  schemaVersion?: number;
}

export interface Decider<Command, Event extends DomainEvent, State> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
}

/** Compile-time proof that a switch handles every member of a union. */
export function assertNever(value: never): never {
  throw new Error(`unhandled case: ${JSON.stringify(value)}`);
}
