import type { Database, Queryable } from './database/database';
import { ConcurrencyError } from './errors';
import type { EventStore } from './event-store';
import type { EventMetadata, ExpectedVersion, NewEvent, RecordedEvent } from './events';
import { enqueueJob, type JobRequest } from './outbox/outbox';
import { type Projection, relevantEvents } from './subscriptions/projection';

/** Structurally the same as libs/domain's Decider, so this package need not depend on the domain. */
export interface StreamDecider<Command, Event extends NewEvent, State> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
}

export interface CommandTarget<Command, Event extends NewEvent, State> {
  streamId: string;
  streamType: string;
  decider: StreamDecider<Command, Event, State>;
  command: Command;
}

export interface CommandOutcome<State> {
  events: RecordedEvent[];
  state: State;
}

/** Read-your-writes models applied in the append's transaction, and the side effects events ask for. */
export interface CommandPipeline {
  inlineProjections: ReadonlyArray<Projection>;
  jobsFor: (events: RecordedEvent[]) => JobRequest[];
}

const MAX_ATTEMPTS = 4;
/** A replay swapping a read model's tables under a running command; reloading and retrying is safe. */
const UNDEFINED_TABLE = '42P01';

export class CommandHandling {
  constructor(
    private readonly store: EventStore,
    private readonly pipeline: CommandPipeline,
  ) {}

  get db(): Database {
    return this.store.db;
  }

  /**
   * Loads the stream, decides, and appends at the version read (optimistic concurrency). Deciders are
   * pure, so on a conflict the whole thing is simply run again, a bounded number of times.
   */
  async handle<C, E extends NewEvent, S>(target: CommandTarget<C, E, S>, metadata: EventMetadata): Promise<CommandOutcome<S>> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.transaction(async (tx) => {
          const history = await this.store.readStream(target.streamId, { tx });
          const state = history.reduce((s, e) => target.decider.evolve(s, e as unknown as E), target.decider.initialState());
          const decided = target.decider.decide(target.command, state);
          const expectedVersion: ExpectedVersion = history.length === 0 ? 'no_stream' : history.length;
          const events = await this.appendAndProject(
            tx,
            [{ streamId: target.streamId, streamType: target.streamType, expectedVersion, events: decided }],
            metadata,
          );
          return { events, state: decided.reduce(target.decider.evolve, state) };
        });
      } catch (error) {
        const retriable = error instanceof ConcurrencyError || (error as { code?: string }).code === UNDEFINED_TABLE;
        if (!retriable || attempt >= MAX_ATTEMPTS) throw error;
      }
    }
  }

  /** The append, its inline projections and its outbox rows, all in the caller's transaction. */
  async appendAndProject(
    tx: Queryable,
    requests: Parameters<EventStore['append']>[1],
    metadata: EventMetadata,
  ): Promise<RecordedEvent[]> {
    const events = await this.store.append(tx, requests, metadata);
    if (events.length === 0) return events;
    for (const projection of this.pipeline.inlineProjections) {
      const relevant = relevantEvents(projection, events);
      if (relevant.length > 0) await projection.apply(tx, relevant);
    }
    for (const job of this.pipeline.jobsFor(events)) await enqueueJob(tx, job);
    return events;
  }
}
