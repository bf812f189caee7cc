import { openTestDatabase, type TestDatabase } from '../../../../test/support/test-databases';
import { CommandHandling, type EventStore, type Projection, type RecordedEvent, type StreamDecider } from '..';
import { metadata, prepareStore } from './fixtures';

interface Tally {
  type: 'Tally';
  /** Refused by the decider. */
  refuse?: boolean;
  /** Refused once the stream has an event: of several at one version, one may win. */
  firstOnly?: boolean;
  /** The inline projection fails on this command's event, every time. */
  poison?: boolean;
  /** The inline projection kills its own connection on this event, the first time only. */
  killConnection?: boolean;
}
type Tallied = { type: 'Tallied'; data: Omit<Tally, 'type'> };

const tallyDecider: StreamDecider<Tally, Tallied, { count: number }> = {
  eventTypes: { Tallied: true },
  initialState: () => ({ count: 0 }),
  evolve: (state) => ({ count: state.count + 1 }),
  decide: (command, state) => {
    if (command.refuse) throw new Error('refused by the decider');
    if (command.firstOnly && state.count > 0) throw new Error('already tallied');
    const { type: _type, ...data } = command;
    return [{ type: 'Tallied', data }];
  },
};

/** The read model a user reads right after the command: one row per event, written in its transaction. */
function tallyProjection(): Projection & { killed: boolean } {
  return {
    name: 'tallies',
    eventTypes: ['Tallied'],
    tables: ['tallies'],
    killed: false,
    async createTables(tx) {
      await tx.query(
        'CREATE TABLE IF NOT EXISTS tallies (stream_id text, position int, PRIMARY KEY (stream_id, position))',
      );
    },
    async apply(tx, events) {
      for (const event of events as Array<RecordedEvent & Tallied>) {
        if (event.data.poison) throw new Error('the projection failed');
        if (event.data.killConnection && !this.killed) {
          this.killed = true;
          await tx.query('SELECT pg_terminate_backend(pg_backend_pid())');
        }
        await tx.query('INSERT INTO tallies VALUES ($1, $2)', [event.streamId, event.streamPosition]);
      }
    },
  };
}

describe('commands grouped into shared transactions (Postgres)', () => {
  let testDb: TestDatabase;
  let store: EventStore;
  let projection: ReturnType<typeof tallyProjection>;
  let commands: CommandHandling;

  beforeEach(async () => {
    testDb = await openTestDatabase('postgres', { max: 8 });
    store = await prepareStore(testDb.db);
    projection = tallyProjection();
    await projection.createTables(testDb.db);
    // One group at a time: the commands sent in one turn of the event loop go together, and every one
    // sent while a group is in flight waits for the next.
    commands = new CommandHandling(
      store,
      { inlineProjections: [projection], jobsFor: () => [] },
      { grouping: { concurrentGroups: 1, maxGroupSize: 32 } },
    );
  });
  afterEach(() => testDb.dispose());

  const tally = (streamId: string, command: Omit<Tally, 'type'> = {}) =>
    commands.handle(
      { streamId, streamType: 'tally', decider: tallyDecider, command: { type: 'Tally', ...command } },
      metadata,
    );

  const rowsOf = async (streamId: string) =>
    (await testDb.db.query('SELECT position FROM tallies WHERE stream_id = $1', [streamId])).rowCount;

  it('commits many commands in one transaction, each with its read model written when it returns', async () => {
    const outcomes = await Promise.all(Array.from({ length: 12 }, (_, i) => tally(`t-${i}`)));
    for (const [i, outcome] of outcomes.entries()) {
      expect(outcome.events.map((e) => [e.streamId, e.streamPosition])).toEqual([[`t-${i}`, 1]]);
      expect(await rowsOf(`t-${i}`)).toBe(1);
    }
    // All twelve came in one turn: the first did not go alone ahead of the rest.
    expect(new Set(outcomes.map((o) => o.events[0].transactionId)).size).toBe(1);
    // A command sent while a group is in flight goes in the next one.
    const first = tally('t-late-0');
    await new Promise((resolve) => setImmediate(resolve));
    const later = await Promise.all([tally('t-late-1'), tally('t-late-2')]);
    const [early] = (await first).events;
    expect(new Set(later.map((o) => o.events[0].transactionId)).size).toBe(1);
    expect(later[0].events[0].transactionId).not.toBe(early.transactionId);
  });

  /** What a refused command's error says (the reason of a rejected promise is untyped). */
  const refusal = (result: PromiseRejectedResult): string =>
    result.reason instanceof Error ? result.reason.message : String(result.reason);

  it('refuses one command without failing its neighbours', async () => {
    const results = await Promise.allSettled([
      tally('r-0'),
      tally('r-1'),
      tally('r-2', { refuse: true }),
      tally('r-3'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(results[2].status === 'rejected' && refusal(results[2])).toBe('refused by the decider');
    expect(await store.streamVersion('r-2')).toBeNull();
    for (const id of ['r-1', 'r-3']) expect(await rowsOf(id)).toBe(1);
  });

  it('still detects two commands deciding on one version: the second is decided again on the new state', async () => {
    await tally('c-shared');
    const results = await Promise.allSettled([
      tally('c-other'),
      tally('c-shared', { firstOnly: false }),
      tally('c-shared', { firstOnly: false }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    expect((await store.readStream('c-shared')).map((e) => e.streamPosition)).toEqual([1, 2, 3]);
    expect(await rowsOf('c-shared')).toBe(3);

    const once = await Promise.allSettled([tally('c-once', { firstOnly: true }), tally('c-once', { firstOnly: true })]);
    expect(once.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(once.filter((r) => r.status === 'rejected').map(refusal)).toEqual(['already tallied']);
    expect(await store.streamVersion('c-once')).toBe(1);
  });

  it('detects a stream another process created meanwhile', async () => {
    const other = new CommandHandling(store, { inlineProjections: [projection], jobsFor: () => [] });
    const results = await Promise.allSettled([
      tally('p-filler'),
      tally('p-raced', { firstOnly: true }),
      other.handle(
        {
          streamId: 'p-raced',
          streamType: 'tally',
          decider: tallyDecider,
          command: { type: 'Tally', firstOnly: true },
        },
        metadata,
      ),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    expect(await store.streamVersion('p-raced')).toBe(1);
    expect(await rowsOf('p-raced')).toBe(1);
  });

  it('runs each command of a failed group again on its own: only the failing one fails', async () => {
    const results = await Promise.allSettled([
      tally('f-0'),
      tally('f-1'),
      tally('f-2', { poison: true }),
      tally('f-3'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(await store.streamVersion('f-2')).toBeNull();
    for (const id of ['f-0', 'f-1', 'f-3']) {
      expect(await store.streamVersion(id)).toBe(1);
      expect(await rowsOf(id)).toBe(1);
    }
  });

  it('loses nothing it accepted when its connection dies mid-group, and writes nothing twice', async () => {
    const ids = Array.from({ length: 10 }, (_, i) => `k-${i}`);
    const results = await Promise.allSettled(ids.map((id, i) => tally(id, { killConnection: i === 5 })));
    expect(projection.killed).toBe(true);
    for (const [i, result] of results.entries()) {
      // Every command was answered, and what it was told is what the store holds.
      const stored = await store.readStream(ids[i]);
      expect(stored).toHaveLength(result.status === 'fulfilled' ? 1 : 0);
      expect(await rowsOf(ids[i])).toBe(stored.length);
    }
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
  });
});
