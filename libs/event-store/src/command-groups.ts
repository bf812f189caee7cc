import { type CommandOutcome, type CommandTarget, MAX_ATTEMPTS } from './command-handling';
import { CommandSession, decideOnStream } from './command-session';
import type { InFlight, Queryable } from './database/database';
import { ConcurrencyError, asConcurrencyError } from './errors';
import { type AppendedRow, type PreparedAppend, appendParameters, recordedFromRows } from './append-rows';
import { EVENTS_CHANNEL, type EventStore } from './event-store';
import type { EventMetadata, NewEvent, RecordedEvent } from './events';
import { PersonalDataErasedError } from './personal-data/personal-data-vault';
import type { StreamHistories } from './read-models/inline-driver';

export interface GroupingOptions {
  /** Groups in flight at once; commands that come meanwhile wait and go together in the next one. */
  concurrentGroups: number;
  maxGroupSize: number;
}

/** What the command path does around a group: its projections, its fallback, its listeners. */
export interface GroupHooks {
  /**
   * Issues the inline read models' and outbox's writes for the group's appended events; answers the
   * statements it leaves in flight for the commit to follow. `histories`: the group's streams as read
   * before its append.
   */
  project(tx: Queryable, events: RecordedEvent[], histories: StreamHistories): Promise<Array<Promise<unknown>>>;
  alone(target: AnyTarget, metadata: EventMetadata): Promise<CommandOutcome<unknown>>;
  committed(events: RecordedEvent[]): void;
}

type AnyTarget = CommandTarget<unknown, NewEvent, unknown>;

interface Waiting {
  target: AnyTarget;
  metadata: EventMetadata;
  attempts: number;
  resolve: (outcome: CommandOutcome<unknown>) => void;
  reject: (error: unknown) => void;
}

const DEADLOCK = '40P01';

/** How a command of a committed group ends: with its outcome, refused, or to be run again (a stale version). */
type Ending =
  | { waiting: Waiting; outcome: CommandOutcome<unknown> }
  | { waiting: Waiting; error: unknown }
  | { waiting: Waiting; conflict: ConcurrencyError };

/**
 * Group commit for single-stream commands: the commands that arrive while earlier groups are in
 * flight share one transaction, with one read of all their streams, one append for all of them and
 * one commit. Each command is still decided alone on its own stream and appended at the version it
 * read, inside a subtransaction of its own (append_command_group), so a stale version or a refused
 * command leaves its neighbours alone; a stale one is decided again in a later group. If the group's
 * transaction fails as a whole (a projection's error, a lost connection) nothing of it committed, and
 * each of its commands runs again on its own. A command is answered only after its group commits.
 */
export class CommandGroups {
  private readonly waiting: Waiting[] = [];
  private running = 0;
  private startScheduled = false;

  constructor(
    private readonly store: EventStore,
    private readonly options: GroupingOptions,
    private readonly hooks: GroupHooks,
  ) {}

  submit<C, E extends NewEvent, S>(
    target: CommandTarget<C, E, S>,
    metadata: EventMetadata,
  ): Promise<CommandOutcome<S>> {
    return new Promise<CommandOutcome<S>>((resolve, reject) => {
      this.waiting.push({
        target: target as unknown as AnyTarget,
        metadata,
        attempts: 0,
        resolve: resolve as (outcome: CommandOutcome<unknown>) => void,
        reject,
      });
      this.startSoon();
    });
  }

  /**
   * Starts groups once the commands submitted in this turn of the event loop have all arrived. Those
   * come together (the callers that a group just answered submit their next commands at once), and
   * started one by one the first would go alone, costing as many statements as the group behind it.
   */
  private startSoon(): void {
    if (this.startScheduled) return;
    this.startScheduled = true;
    setImmediate(() => {
      this.startScheduled = false;
      this.startGroups();
    });
  }

  private startGroups(): void {
    while (this.running < this.options.concurrentGroups && this.waiting.length > 0) {
      const group = this.waiting.splice(0, this.options.maxGroupSize);
      this.running++;
      void this.run(group).finally(() => {
        this.running--;
        this.startGroups();
      });
    }
  }

  private async run(group: Waiting[]): Promise<void> {
    if (group.length === 1) {
      // Nothing to share: the plain path, without the group's subtransaction.
      const [alone] = group;
      return this.hooks.alone(alone.target, alone.metadata).then(alone.resolve, alone.reject);
    }
    let endings: Ending[];
    try {
      endings = await this.store.db.pipelinedTransaction((tx) => this.attempt(tx, group));
    } catch {
      await Promise.all(group.map((w) => this.hooks.alone(w.target, w.metadata).then(w.resolve, w.reject)));
      return;
    }
    for (const ending of endings) {
      const { waiting } = ending;
      if ('outcome' in ending) {
        this.hooks.committed(ending.outcome.events);
        waiting.resolve(ending.outcome);
      } else if ('error' in ending) waiting.reject(ending.error);
      else if (++waiting.attempts >= MAX_ATTEMPTS) waiting.reject(ending.conflict);
      else this.waiting.unshift(waiting);
    }
  }

  /** One try of the group in a pipelined transaction: the read goes with BEGIN, the projection's writes with COMMIT. */
  private async attempt(tx: Queryable, group: Waiting[]): Promise<InFlight<Ending[]>> {
    const histories = await this.store.readStreams([...new Set(group.map((w) => w.target.streamId))], tx);
    const endings: Ending[] = [];
    const appending: Array<{ waiting: Waiting; state: unknown; prepared: PreparedAppend }> = [];
    for (const waiting of group) {
      const session = new CommandSession(tx, this.store, histories);
      let state: unknown;
      try {
        state = await decideOnStream(session, waiting.target);
      } catch (error) {
        endings.push({ waiting, error });
        continue;
      }
      if (session.pending.every((request) => request.events.length === 0)) {
        endings.push({ waiting, outcome: { events: [], state } });
        continue;
      }
      try {
        appending.push({ waiting, state, prepared: await this.store.prepareAppend(tx, session.pending) });
      } catch (error) {
        // Refused before anything was written; any other error fails the group.
        if (!(error instanceof PersonalDataErasedError)) throw error;
        endings.push({ waiting, error });
      }
    }
    if (appending.length === 0) return { value: endings, inFlight: [] };
    const { rows } = await tx.query<GroupRow>(
      `SELECT *, now() AS recorded_at FROM append_command_group($1::int[], $2::text[], $3::text[], $4::bigint[],
         $5::int[], $6::uuid[], $7::text[], $8::int[], $9::jsonb[], $10::jsonb[])`,
      [
        appending.map((a) => a.prepared.requests.length),
        ...appendParameters(appending.map((a) => ({ ...a.prepared, metadata: a.waiting.metadata }))),
      ],
    );
    const recordedAt = new Date(rows[0].recorded_at);
    const appended: RecordedEvent[] = [];
    appending.forEach(({ waiting, state, prepared }, index) => {
      const own = rows.filter((row) => row.out_command === index + 1);
      const failed = own.find((row) => row.out_error_code !== null);
      if (!failed) {
        const events = recordedFromRows(prepared, own, waiting.metadata, recordedAt);
        appended.push(...events);
        endings.push({ waiting, outcome: { events, state } });
        return;
      }
      const error = Object.assign(new Error(failed.out_error_message ?? ''), { code: failed.out_error_code });
      // A deadlock between two groups rolled back only this command's subtransaction: run it again.
      const conflict =
        asConcurrencyError(error) ?? (failed.out_error_code === DEADLOCK ? new ConcurrencyError(error.message) : null);
      endings.push(conflict ? { waiting, conflict } : { waiting, error });
    });
    if (appended.length === 0) return { value: endings, inFlight: [] };
    this.store.db.notifyOnCommit(tx, EVENTS_CHANNEL);
    return { value: endings, inFlight: await this.hooks.project(tx, appended, histories) };
  }
}

interface GroupRow extends AppendedRow {
  out_command: number;
  out_error_code: string | null;
  out_error_message: string | null;
}
