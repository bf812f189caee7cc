import { aggregateStream } from './aggregate-stream';
import type { CommandTarget, StreamDecider } from './command-handling';
import type { Queryable } from './database/database';
import type { EventStore } from './event-store';
import type { AppendRequest, ExpectedVersion, NewEvent, RecordedEvent } from './events';

/**
 * One attempt of a command that spans several streams (an account and the email address it claims):
 * load each stream's state, decide, and queue appends at the versions read. Everything queued is
 * appended atomically when the work returns.
 */
export class CommandSession {
  private readonly requests = new Map<string, AppendRequest>();
  /** Every stream loaded, as read: the inline read models fold their rows from these, with no read of their own. */
  readonly histories = new Map<string, RecordedEvent[]>();
  constructor(
    readonly tx: Queryable,
    private readonly store: EventStore,
    /** Streams a command group has already read for this command, in one query with its neighbours'. */
    private preloaded?: ReadonlyMap<string, RecordedEvent[]>,
  ) {}

  /**
   * Reads several streams in one query (decrypted and upcast, as `load` reads them), for the `load`s
   * that follow: a command that needs four streams makes one round trip instead of four. A stream
   * already loaded or preloaded is not read again.
   */
  async preload(streamIds: string[]): Promise<void> {
    const unread = streamIds.filter((id) => !this.histories.has(id) && !this.preloaded?.has(id));
    if (unread.length === 0) return;
    const read = await this.store.readStreams(unread, this.tx);
    this.preloaded = new Map([...(this.preloaded ?? []), ...read]);
  }

  get pending(): AppendRequest[] {
    return [...this.requests.values()];
  }

  async load<C, E extends NewEvent, S>(
    streamId: string,
    decider: StreamDecider<C, E, S>,
  ): Promise<LoadedStream<C, E, S>> {
    const history = this.preloaded?.get(streamId) ?? (await this.store.readStream(streamId, { tx: this.tx }));
    this.histories.set(streamId, history);
    const { state, version, exists } = aggregateStream(history, decider);
    return { streamId, decider, state, expectedVersion: exists ? version : 'no_stream', exists };
  }

  /**
   * Decides on a loaded stream and queues the events at the version it was loaded at. The stream's
   * state moves on, so several commands can be decided on one stream in a row and append as one.
   */
  decide<C, E extends NewEvent, S>(
    stream: LoadedStream<C, E, S>,
    streamType: string,
    command: C,
  ): { events: E[]; state: S } {
    const events = stream.decider.decide(command, stream.state);
    stream.state = events.reduce(stream.decider.evolve, stream.state);
    const request = this.requests.get(stream.streamId);
    if (request) request.events.push(...events);
    else
      this.requests.set(stream.streamId, {
        streamId: stream.streamId,
        streamType,
        expectedVersion: stream.expectedVersion,
        events: [...events],
      });
    return { events, state: stream.state };
  }
}

export interface LoadedStream<C, E extends NewEvent, S> {
  streamId: string;
  decider: StreamDecider<C, E, S>;
  state: S;
  expectedVersion: ExpectedVersion;
  exists: boolean;
}

/** The whole of a single-stream command: load its stream, decide, queue the append at the version read. */
export async function decideOnStream<C, E extends NewEvent, S>(
  session: CommandSession,
  target: CommandTarget<C, E, S>,
): Promise<S> {
  const stream = await session.load(target.streamId, target.decider);
  return session.decide(stream, target.streamType, target.command).state;
}
