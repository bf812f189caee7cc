import { BACKENDS, openTestDatabase, type TestDatabase } from '../../../../test/support/test-databases';
import { ConcurrencyError, EVENTS_CHANNEL, type EventStore } from '..';
import { event, metadata, prepareStore } from './fixtures';

describe.each(BACKENDS)('appending to streams on %s', (backend) => {
  let testDb: TestDatabase;
  let store: EventStore;

  beforeAll(async () => {
    testDb = await openTestDatabase(backend);
    store = await prepareStore(testDb.db);
  });
  afterAll(() => testDb.dispose());

  const append = (
    streamId: string,
    expectedVersion: Parameters<EventStore['append']>[1][0]['expectedVersion'],
    n = 1,
  ) =>
    testDb.db.transaction((tx) =>
      store.append(
        tx,
        [
          {
            streamId,
            streamType: 'test',
            expectedVersion,
            events: Array.from({ length: n }, (_, i) => event('Happened', { i })),
          },
        ],
        metadata,
      ),
    );

  it('numbers events from 1 and reads them back in order with their metadata', async () => {
    const recorded = await append('s-order', 'no_stream', 3);
    expect(recorded.map((e) => e.streamPosition)).toEqual([1, 2, 3]);
    const read = await store.readStream('s-order');
    expect(read.map((e) => e.data)).toEqual([{ i: 0 }, { i: 1 }, { i: 2 }]);
    expect(read[0].metadata).toEqual(metadata);
    expect(read[0].schemaVersion).toBe(1);
    expect(read.map((e) => e.globalPosition)).toEqual(recorded.map((e) => e.globalPosition));
  });

  it('lets exactly one of two writers at the same version win', async () => {
    await append('s-race', 'no_stream');
    const results = await Promise.allSettled([append('s-race', 1), append('s-race', 1)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason).toBeInstanceOf(ConcurrencyError);
    expect(await store.streamVersion('s-race')).toBe(2);
  });

  it('lets exactly one of many creators of a new stream win', async () => {
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => append('s-create-race', 'no_stream')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await store.readStream('s-create-race')).toHaveLength(1);
  });

  it('enforces no_stream, stream_exists, a number and any', async () => {
    await expect(append('s-exp', 'stream_exists')).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(append('s-exp', 3)).rejects.toBeInstanceOf(ConcurrencyError);
    await append('s-exp', 'no_stream');
    await expect(append('s-exp', 'no_stream')).rejects.toBeInstanceOf(ConcurrencyError);
    await append('s-exp', 'stream_exists');
    await expect(append('s-exp', 1)).rejects.toBeInstanceOf(ConcurrencyError);
    await append('s-exp', 2);
    await append('s-exp', 'any');
    await append('s-exp-any-new', 'any');
    expect(await store.streamVersion('s-exp')).toBe(4);
    expect(await store.streamVersion('s-exp-any-new')).toBe(1);
  });

  it('appends to several streams atomically: one stale stream writes nothing anywhere', async () => {
    await append('s-multi-a', 'no_stream');
    const attempt = testDb.db.transaction((tx) =>
      store.append(
        tx,
        [
          { streamId: 's-multi-b', streamType: 'test', expectedVersion: 'no_stream', events: [event('Happened')] },
          { streamId: 's-multi-a', streamType: 'test', expectedVersion: 'no_stream', events: [event('Happened')] },
        ],
        metadata,
      ),
    );
    await expect(attempt).rejects.toBeInstanceOf(ConcurrencyError);
    expect(await store.streamVersion('s-multi-b')).toBeNull();
    expect(await store.readStream('s-multi-a')).toHaveLength(1);
  });

  it('notifies listeners once the append has committed, and never for one rolled back', async () => {
    let heard = 0;
    const unlisten = await testDb.db.listen(EVENTS_CHANNEL, () => heard++);
    try {
      const committed = new Promise<number>((resolve) => {
        const start = Date.now();
        const check = setInterval(() => {
          if (heard === 0 && Date.now() - start < 10_000) return;
          clearInterval(check);
          // What the listener reads on waking is there: the notification came after the commit.
          resolve(heard === 0 ? -1 : store.readStream('s-notified').then((events) => events.length));
        }, 10);
      });
      let heardInside = -1;
      await testDb.db.transaction(async (tx) => {
        await store.append(
          tx,
          [{ streamId: 's-notified', streamType: 'test', expectedVersion: 'no_stream', events: [event('Happened')] }],
          metadata,
        );
        await new Promise((resolve) => setTimeout(resolve, 200));
        heardInside = heard;
      });
      expect(heardInside).toBe(0);
      expect(await committed).toBe(1);
      heard = 0;
      await expect(
        testDb.db.transaction(async (tx) => {
          await store.append(
            tx,
            [
              {
                streamId: 's-not-notified',
                streamType: 'test',
                expectedVersion: 'no_stream',
                events: [event('Happened')],
              },
            ],
            metadata,
          );
          throw new Error('the command failed after its append');
        }),
      ).rejects.toThrow('the command failed');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(heard).toBe(0);
    } finally {
      await unlisten();
    }
  }, 30_000);

  it('refuses to edit or delete a recorded event', async () => {
    await append('s-immutable', 'no_stream');
    await expect(testDb.db.query("UPDATE events SET type = 'Changed' WHERE stream_id = 's-immutable'")).rejects.toThrow(
      /append-only/,
    );
    await expect(testDb.db.query("DELETE FROM events WHERE stream_id = 's-immutable'")).rejects.toThrow(/append-only/);
  });
});
