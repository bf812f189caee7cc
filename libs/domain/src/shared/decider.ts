/**
 * An aggregate's pure functions: no I/O, no clock (the time comes in on the command).
 * The command path loads the stream, folds it with `evolve`, calls `decide` and appends the result.
 */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
  schemaVersion?: number;
}

/**
 * Every type of a decider's events, as the keys of a record rather than a list, so that the compiler
 * names a type left out. The store folds only these into the state; an event of another type on the
 * stream never reaches `evolve` (as a read model's `eventTypes`).
 */
export type EventTypes<Event extends DomainEvent> = { readonly [Type in Event['type']]: true };

export interface Decider<Command, Event extends DomainEvent, State> {
  eventTypes: EventTypes<Event>;
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
}

/** Compile-time proof that a switch handles every member of a union. */
export function assertNever(value: never): never {
  throw new Error(`unhandled case: ${JSON.stringify(value)}`);
}
