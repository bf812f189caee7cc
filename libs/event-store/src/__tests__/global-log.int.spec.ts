// Runs alone (vitest.config.ts, RUNS_ALONE): holds a Postgres transaction open on purpose, and
// pg_snapshot_xmin is cluster-wide (docs/architecture.md §6).
import { BACKENDS, openTestDatabase, type TestDatabase } from '../../../../test/support/test-databases';
import { type EventStore, LOG_START, type LogPosition, type RecordedEvent } from '..';
import { event, metadata, prepareStore } from './fixtures';

async function drain(store: EventStore, from: LogPosition): Promise<{ seen: RecordedEvent[]; at: LogPosition }> {
  const seen: RecordedEvent[] = [];
  let at = from;
  for (;;) {
    const page = await store.readAll(at, 100);
    if (page.length === 0) return { seen, at };
    seen.push(...page);
    const last = page[page.length - 1];
    at = { transactionId: last.transactionId, globalPosition: last.globalPosition };
  }
}

/**
 * Drains until `count` events have been seen. The log shows a transaction once every older one in the
 * cluster has ended (pg_snapshot_xmin): on a shared Postgres another client's open transaction, in any
 * database, can hold it back for a moment, and a single drain would stop short.
 */
async function drainUntil(
  store: EventStore,
  from: LogPosition,
  count: number,
  timeoutMs = 15_000,
): Promise<{ seen: RecordedEvent[]; at: LogPosition }> {
  const deadline = Date.now() + timeoutMs;
  const seen: RecordedEvent[] = [];
  let at = from;
  for (;;) {
    const page = await drain(store, at);
    seen.push(...page.seen);
    at = page.at;
    if (seen.length >= count || Date.now() > deadline) return { seen, at };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(BACKENDS)('reading the global log on %s', (backend) => {
  let testDb: TestDatabase;
  let store: EventStore;

  beforeEach(async () => {
    testDb = await openTestDatabase(backend, { max: 20 });
    store = await prepareStore(testDb.db);
  });
  afterEach(() => testDb.dispose());

  it('orders transactions by number, not by their text, when a page crosses a power of ten', async () => {
    // Transaction ids 8..11 (far below any live horizon): as text, "10" and "11" sort before "8" and
    // "9", and a checkpoint past them would skip 8 and 9 for ever.
    for (const transactionId of [8, 9, 10, 11]) {
      await testDb.db.query(
        `INSERT INTO events (transaction_id, stream_id, stream_position, event_id, type, data, metadata)
         VALUES ($1::text::xid8, $2, 1, gen_random_uuid(), 'Tick', '{}', '{}')`,
        [String(transactionId), `tick-${transactionId}`],
      );
    }
    const first = await store.readAll(LOG_START, 2);
    expect(first.map((e) => e.transactionId)).toEqual(['8', '9']);
    const last = first[1];
    const rest = await store.readAll({ transactionId: last.transactionId, globalPosition: last.globalPosition }, 10);
    expect(rest.map((e) => e.transactionId)).toEqual(['10', '11']);
    expect((await store.headPosition()).transactionId).not.toBe('9');
  });

  it('gives a subscriber every event of many concurrent writers, each once', async () => {
    let reading = true;
    const subscriberSeen: RecordedEvent[] = [];
    // A named function, not an IIFE: the compiler would read `reading` as still true inside one.
    const subscribe = async () => {
      let at = LOG_START;
      while (reading) {
        const { seen, at: next } = await drain(store, at);
        subscriberSeen.push(...seen);
        at = next;
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      subscriberSeen.push(...(await drainUntil(store, at, 400 - subscriberSeen.length)).seen);
    };
    const subscriber = subscribe();
    await Promise.all(
      Array.from({ length: 8 }, async (_, writer) => {
        for (let i = 0; i < 25; i++) {
          await testDb.db.transaction((tx) =>
            store.append(
              tx,
              [
                {
                  streamId: `w-${writer}-${i}`,
                  streamType: 'test',
                  expectedVersion: 'no_stream',
                  events: [event('Wrote', { writer, i }), event('Wrote', { writer, i })],
                },
              ],
              metadata,
            ),
          );
        }
      }),
    );
    reading = false;
    await subscriber;
    const { rows } = await testDb.db.query<{ event_id: string }>('SELECT event_id FROM events ORDER BY event_id');
    expect(subscriberSeen).toHaveLength(400);
    expect(subscriberSeen.map((e) => e.eventId).sort()).toEqual(rows.map((r) => r.event_id));
  });

  if (backend === 'postgres') {
    it('does not skip an event whose transaction took a lower position but commits after a later one', async () => {
      // Transaction A appends first (lower global_position) and stays open.
      let releaseA!: () => void;
      const aHolding = new Promise<void>((resolve) => (releaseA = resolve));
      let aAppended!: () => void;
      const aDidAppend = new Promise<void>((resolve) => (aAppended = resolve));
      const a = testDb.db.transaction(async (tx) => {
        await store.append(
          tx,
          [{ streamId: 'late', streamType: 'test', expectedVersion: 'no_stream', events: [event('Late')] }],
          metadata,
        );
        aAppended();
        await aHolding;
      });
      await aDidAppend;
      // Transaction B appends after A and commits first.
      await testDb.db.transaction((tx) =>
        store.append(
          tx,
          [{ streamId: 'early', streamType: 'test', expectedVersion: 'no_stream', events: [event('Early')] }],
          metadata,
        ),
      );
      const whileOpen = await drain(store, LOG_START);
      // A position-only reader would now return B and then skip A for ever; the pair rule waits.
      expect(whileOpen.seen.map((e) => e.type)).not.toContain('Early');
      releaseA();
      await a;
      const afterCommit = await drainUntil(store, whileOpen.at, 2 - whileOpen.seen.length);
      expect([...whileOpen.seen, ...afterCommit.seen].map((e) => e.type)).toEqual(['Late', 'Early']);
      const [late, early] = ['Late', 'Early'].map(
        (type) => afterCommit.seen.find((e) => e.type === type)?.globalPosition,
      );
      expect(late).toBeLessThan(early ?? 0);
    });
  }
});
