import { type EventTypes, type NewEvent, type Recorded, type RecordedEvent, isOneOf } from './events';

/** What folds a stream: a decider's `eventTypes`, `initialState` and `evolve` (its `decide` is not needed). */
export interface StreamFold<E extends NewEvent, S> {
  eventTypes: EventTypes<E>;
  initialState: () => S;
  evolve: (state: S, event: E) => S;
}

/** A stream folded by a decider: its state, the events it folded, and the version an append after it expects. */
export interface AggregatedStream<E extends NewEvent, S> {
  state: S;
  /** The stream's events of the decider's types, in order, typed by its event union. */
  events: Array<Recorded<E>>;
  /** How many events the stream holds, of any type (0: none, no stream). */
  version: number;
  exists: boolean;
}

/**
 * A stream's history folded by a decider: the one way a state is rebuilt, for commands, jobs and
 * reads alike. An event of a type the decider does not fold is left out, as a read model leaves out
 * the types it does not name, and still counts in the version: a stream read with the wrong decider
 * comes back in its initial state rather than folded into a state its events never meant.
 */
export function aggregateStream<E extends NewEvent, S>(
  history: ReadonlyArray<RecordedEvent>,
  decider: StreamFold<E, S>,
): AggregatedStream<E, S> {
  const events = history.filter((event) => isOneOf(decider.eventTypes, event));
  return {
    state: events.reduce(decider.evolve, decider.initialState()),
    events,
    version: history.length,
    exists: history.length > 0,
  };
}
