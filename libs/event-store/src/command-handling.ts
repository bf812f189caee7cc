import type { StreamFold } from './aggregate-stream';
import type { Database, Queryable } from './database/database';
import { CommandGroups, type GroupingOptions } from './command-groups';
import { ConcurrencyError } from './errors';
import type { EventStore } from './event-store';
import { CommandSession, decideOnStream } from './command-session';
import type { AppendRequest, EventMetadata, NewEvent, RecordedEvent } from './events';
import { OUTBOX_CHANNEL, enqueueJob, type JobRequest } from './outbox/outbox';
import { type StreamHistories, heldChanges, projectInline } from './read-models/inline-driver';
import { changesStatement } from './read-models/row-writes';
import type { ReadModelDefinition } from './read-models/read-model';
import { type Projection, relevantEvents } from './subscriptions/projection';

/** Structurally the same as libs/domain's Decider, so this package need not depend on the domain. */
export interface StreamDecider<Command, Event extends NewEvent, State> extends StreamFold<Event, State> {
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

export const MAX_ATTEMPTS = 4;
/** A replay swapping a read model's tables under a running command; reloading and retrying is safe. */
const UNDEFINED_TABLE = '42P01';

export class CommandHandling {
  private readonly committedListeners = new Set<(events: RecordedEvent[]) => void>();

  /** Single-stream commands (`handle`) grouped into shared transactions; none when not configured. */
  private readonly groups: CommandGroups | null;

  constructor(
    private readonly store: EventStore,
    private readonly pipeline: CommandPipeline,
    options: { grouping?: GroupingOptions } = {},
  ) {
    this.groups = options.grouping
      ? new CommandGroups(store, options.grouping, {
          project: (tx, events, histories) => this.issueOrProject(tx, events, histories),
          alone: (target, metadata) => this.handleAlone(target, metadata),
          committed: (events) => this.tellCommitted(events),
        })
      : null;
  }

  /**
   * Calls `listener` with the events of every command this process commits (after the commit, so a
   * cache it clears cannot be refilled with what came before). Returns the unsubscribe function.
   */
  onCommitted(listener: (events: RecordedEvent[]) => void): () => void {
    this.committedListeners.add(listener);
    return () => this.committedListeners.delete(listener);
  }

  get db(): Database {
    return this.store.db;
  }

  /**
   * Loads the stream, decides, and appends at the version read (optimistic concurrency). Deciders are
   * pure, so on a conflict the whole thing is simply run again, a bounded number of times.
   */
  async handle<C, E extends NewEvent, S>(
    target: CommandTarget<C, E, S>,
    metadata: EventMetadata,
  ): Promise<CommandOutcome<S>> {
    if (this.groups) return this.groups.submit(target, metadata);
    return this.handleAlone(target, metadata);
  }

  private async handleAlone<C, E extends NewEvent, S>(
    target: CommandTarget<C, E, S>,
    metadata: EventMetadata,
  ): Promise<CommandOutcome<S>> {
    const { result, events } = await this.execute(metadata, (session) => decideOnStream(session, target));
    return { events, state: result };
  }

  /**
   * A session on the database outside any transaction, for the checks a command makes before it calls
   * another service (Stripe, ORCID), which must not run inside a transaction. It only loads: what is
   * decided on it is never appended; the command's own transaction (`execute`) records the outcome.
   */
  reading(): CommandSession {
    return new CommandSession(this.db, this.store);
  }

  /**
   * A command across several streams, with the same retries as `handle`: `work` loads and decides
   * through the session; its queued appends commit together with their projections and outbox rows.
   */
  async execute<T>(
    metadata: EventMetadata,
    work: (session: CommandSession) => Promise<T>,
  ): Promise<{ result: T; events: RecordedEvent[] }> {
    const outcome = await this.withRetries(() =>
      this.db.pipelinedTransaction(async (tx, startedAt) => {
        const session = new CommandSession(tx, this.store);
        const result = await work(session);
        const tail = await this.issueTail(tx, session.pending, metadata, session.histories, startedAt);
        return { value: { result, events: tail.events }, inFlight: tail.inFlight };
      }),
    );
    // Settled already: the append was answered before the COMMIT that followed it.
    const events = await outcome.events;
    this.tellCommitted(events);
    return { result: outcome.result, events };
  }

  /**
   * A pipelined command's append, inline read models and outbox rows. When the events' stream
   * positions are known before the append is answered and the read models need no read, all of them
   * are issued at once and left in flight, so that COMMIT follows in the same round trip; otherwise
   * the append's answer is awaited and the rest done as any append does it.
   */
  private async issueTail(
    tx: Queryable,
    requests: AppendRequest[],
    metadata: EventMetadata,
    loaded: StreamHistories,
    startedAt: () => Promise<Date>,
  ): Promise<{ events: Promise<RecordedEvent[]>; inFlight: Array<Promise<unknown>> }> {
    const prepared = await this.store.prepareAppend(tx, requests);
    if (prepared.requests.length === 0) return { events: Promise.resolve([]), inFlight: [] };
    // The time the events record: the transaction's now(), as the append's own default.
    const { expected, recorded } = this.store.issueAppend(tx, prepared, metadata, await startedAt());
    const writes = expected && this.issueProjection(tx, expected, loaded);
    if (writes) return { events: recorded, inFlight: [recorded, ...writes] };
    return { events: recorded, inFlight: await this.issueOrProject(tx, await recorded, loaded) };
  }

  /** The projection's writes issued and left in flight when they need no read; else done here, in turn. */
  private async issueOrProject(
    tx: Queryable,
    events: RecordedEvent[],
    histories: StreamHistories | undefined,
  ): Promise<Array<Promise<unknown>>> {
    const writes = this.issueProjection(tx, events, histories);
    if (writes) return writes;
    await this.project(tx, events, histories);
    return [];
  }

  /**
   * Issues what `project` writes for these events, all at once, when it takes no read: every read
   * model defined by a fold, with each group's past in `histories`. Null otherwise.
   */
  private issueProjection(
    tx: Queryable,
    events: RecordedEvent[],
    histories: StreamHistories | undefined,
  ): Array<Promise<unknown>> | null {
    const folded: ReadModelDefinition[] = [];
    for (const projection of this.pipeline.inlineProjections) {
      if (projection.definition) folded.push(projection.definition);
      else if (relevantEvents(projection, events).length > 0) return null;
    }
    const changes = heldChanges(folded, events, histories ?? new Map());
    if (!changes) return null;
    const statement = changesStatement(changes);
    const jobs = this.pipeline.jobsFor(events);
    if (jobs.length > 0) this.db.notifyOnCommit(tx, OUTBOX_CHANNEL);
    return [
      ...(statement ? [tx.query(statement.sql, statement.params)] : []),
      // Each issues its one statement before its first await.
      ...jobs.map((job) => enqueueJob(tx, job)),
    ];
  }

  private tellCommitted(events: RecordedEvent[]): void {
    if (events.length > 0) for (const listener of this.committedListeners) listener(events);
  }

  private async withRetries<T>(attempt: () => Promise<T>): Promise<T> {
    for (let n = 1; ; n++) {
      try {
        return await attempt();
      } catch (error) {
        const retriable = error instanceof ConcurrencyError || (error as { code?: string }).code === UNDEFINED_TABLE;
        if (!retriable || n >= MAX_ATTEMPTS) throw error;
      }
    }
  }

  /**
   * The append, its inline projections and its outbox rows, all in the caller's transaction.
   * `histories`: the appended streams as the caller loaded them, if it did (read models fold from them).
   */
  async appendAndProject(
    tx: Queryable,
    requests: Parameters<EventStore['append']>[1],
    metadata: EventMetadata,
    histories?: StreamHistories,
  ): Promise<RecordedEvent[]> {
    const events = await this.store.append(tx, requests, metadata);
    await this.project(tx, events, histories);
    return events;
  }

  /**
   * Inline projections and outbox rows for events just appended in `tx`. Read models defined by a fold
   * are written together, in one statement (projectInline); the others apply their own statements.
   */
  private async project(tx: Queryable, events: RecordedEvent[], histories?: StreamHistories): Promise<void> {
    if (events.length === 0) return;
    const folded: ReadModelDefinition[] = [];
    for (const projection of this.pipeline.inlineProjections) {
      if (projection.definition) {
        folded.push(projection.definition);
        continue;
      }
      const relevant = relevantEvents(projection, events);
      if (relevant.length > 0) await projection.apply(tx, relevant);
    }
    if (folded.length > 0) await projectInline(tx, folded, events, histories);
    const jobs = this.pipeline.jobsFor(events);
    for (const job of jobs) await enqueueJob(tx, job);
    if (jobs.length > 0) this.db.notifyOnCommit(tx, OUTBOX_CHANNEL);
  }
}
