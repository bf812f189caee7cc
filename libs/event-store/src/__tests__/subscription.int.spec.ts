import { BACKENDS, openTestDatabase, type TestDatabase } from '../../../../test/support/test-databases';
import { type EventStore, type Projection, type Queryable, type RecordedEvent, Subscription, readCheckpoint } from '..';
import { event, metadata, prepareStore } from './fixtures';

/** Counts events into a table; can be told to die after writing part of a batch. */
function countingProjection(options: { dieAfterRows?: number } = {}): Projection {
  let written = 0;
  return {
    name: 'counter',
    eventTypes: ['Counted'],
    tables: ['counted'],
    async createTables(tx: Queryable) {
      await tx.query('CREATE TABLE IF NOT EXISTS counted (event_id uuid PRIMARY KEY, n int NOT NULL)');
    },
    async apply(tx: Queryable, events: RecordedEvent[]) {
      for (const e of events) {
        // No ON CONFLICT: a doubled row would fail loudly instead of hiding.
        await tx.query('INSERT INTO counted (event_id, n) VALUES ($1, $2)', [e.eventId, (e.data as { n: number }).n]);
        written++;
        if (options.dieAfterRows !== undefined && written >= options.dieAfterRows) throw new Error('killed mid-batch');
      }
    },
  };
}

/**
 * Catches up until the counter holds `rows` rows. The log shows a transaction once every older one in
 * the cluster has ended (pg_snapshot_xmin, docs/architecture.md §6): on a shared Postgres another client's open
 * transaction, in any database, can hold it back for a moment, and a single catch-up would stop short.
 */
async function catchUpUntil(subscription: Subscription, db: Queryable, rows: number, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await subscription.catchUp();
    const { rows: counted } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM counted');
    if (counted[0].count >= rows || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(BACKENDS)('an async projection on %s', (backend) => {
  let testDb: TestDatabase;
  let store: EventStore;

  beforeEach(async () => {
    testDb = await openTestDatabase(backend);
    store = await prepareStore(testDb.db);
    await testDb.db.transaction(async (tx) => {
      for (let n = 0; n < 120; n++) {
        await store.append(
          tx,
          [
            {
              streamId: `c-${n}`,
              streamType: 'test',
              expectedVersion: 'no_stream',
              events: [event(n % 2 ? 'Counted' : 'Ignored', { n })],
            },
          ],
          metadata,
        );
      }
    });
  });
  afterEach(() => testDb.dispose());

  it('killed mid-batch, resumes with no lost and no doubled rows', async () => {
    const dying = countingProjection({ dieAfterRows: 30 });
    await dying.createTables(testDb.db);
    const first = new Subscription(store, dying, { batchSize: 50 });
    await testDb.db.query("INSERT INTO subscription_checkpoints (name) VALUES ('counter')");
    await first.processBatch(); // 25 rows of the first 50 events: fine
    await expect(first.processBatch()).rejects.toThrow('killed mid-batch'); // dies in the second batch
    const survivor = new Subscription(store, countingProjection(), { batchSize: 50 });
    await catchUpUntil(survivor, testDb.db, 60);
    const { rows } = await testDb.db.query<{ n: number }>('SELECT n FROM counted ORDER BY n');
    expect(rows.map((r) => r.n)).toEqual(Array.from({ length: 60 }, (_, i) => 2 * i + 1));
    const checkpoint = await readCheckpoint(testDb.db, 'counter');
    const head = await store.headPosition();
    expect(checkpoint).toEqual(head);
  });

  it('lets only one consumer process a batch at a time', async () => {
    const projection = countingProjection();
    await projection.createTables(testDb.db);
    await testDb.db.query("INSERT INTO subscription_checkpoints (name) VALUES ('counter')");
    const consumers = [
      new Subscription(store, projection, { batchSize: 7 }),
      new Subscription(store, projection, { batchSize: 7 }),
    ];
    await Promise.all(consumers.map((c) => c.catchUp()));
    await catchUpUntil(consumers[0], testDb.db, 60);
    const { rows } = await testDb.db.query<{ count: number }>('SELECT count(*)::int AS count FROM counted');
    expect(rows[0].count).toBe(60);
  });

  it('wakes on NOTIFY when new events are appended', async () => {
    const projection = countingProjection();
    await projection.createTables(testDb.db);
    const subscription = new Subscription(store, projection, { pollIntervalMs: 60_000 });
    await subscription.start();
    await testDb.db.transaction((tx) =>
      store.append(
        tx,
        [
          {
            streamId: 'c-late',
            streamType: 'test',
            expectedVersion: 'no_stream',
            events: [event('Counted', { n: 999 })],
          },
        ],
        metadata,
      ),
    );
    // Polling is a minute away: anything sooner is the NOTIFY (a loaded machine may take seconds to get there).
    const deadline = Date.now() + 15_000;
    let count = 0;
    while (Date.now() < deadline && count < 61) {
      count = (await testDb.db.query<{ count: number }>('SELECT count(*)::int AS count FROM counted')).rows[0].count;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await subscription.stop();
    expect(count).toBe(61);
  }, 30_000);
});
