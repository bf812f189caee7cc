import { BACKENDS, type TestDatabase, openTestDatabase } from '../../../../test/support/test-databases';
import { enqueueJob } from '../outbox/outbox';
import { claimOutsideEffect, recordOutsideEffect, releaseOutsideEffect } from '../outbox/outside-effects';
import { EVENT_STORE_MIGRATIONS, runMigrations } from '../schema';

describe.each(BACKENDS)('the claim on a job’s outside effect, on %s', (backend) => {
  let testDb: TestDatabase;
  beforeEach(async () => {
    testDb = await openTestDatabase(backend);
    await runMigrations(testDb.db, EVENT_STORE_MIGRATIONS);
    await testDb.db.transaction((tx) => enqueueJob(tx, { jobId: 'email:1', type: 'send-email', payload: {} }));
  });
  afterEach(() => testDb.dispose());

  const expired = async () => {
    const deadline = Date.now() + 5_000;
    while (!(await testDb.db.query<{ e: boolean }>('SELECT effect_lease_until < now() AS e FROM outbox')).rows[0].e)
      if (Date.now() > deadline) throw new Error('the lease did not run out');
  };

  it('is held by one run at a time while its lease lives', async () => {
    const [first, second] = await Promise.all([
      claimOutsideEffect(testDb.db, 'email:1', 60_000),
      claimOutsideEffect(testDb.db, 'email:1', 60_000),
    ]);
    expect([first.kind, second.kind].sort()).toEqual(['claimed', 'held']);
    expect(await claimOutsideEffect(testDb.db, 'email:1', 60_000)).toMatchObject({ kind: 'held' });
  });

  it('answers the recorded result to every later run', async () => {
    expect(await claimOutsideEffect(testDb.db, 'email:1', 60_000)).toEqual({ kind: 'claimed', retaken: false });
    await recordOutsideEffect(testDb.db, 'email:1', [{ messageId: '<m@portal>' }]);
    await recordOutsideEffect(testDb.db, 'email:1', [{ messageId: 'a later run’s' }]);
    expect(await claimOutsideEffect(testDb.db, 'email:1', 60_000)).toEqual({
      kind: 'recorded',
      result: [{ messageId: '<m@portal>' }],
    });
  });

  it('is taken over, and marked retaken, once a run’s lease runs out unrecorded', async () => {
    await claimOutsideEffect(testDb.db, 'email:1', 50);
    await expired();
    expect(await claimOutsideEffect(testDb.db, 'email:1', 60_000)).toEqual({ kind: 'claimed', retaken: true });
  });

  it('is claimed afresh (not retaken) after a run gave it back because the effect failed', async () => {
    await claimOutsideEffect(testDb.db, 'email:1', 60_000);
    await releaseOutsideEffect(testDb.db, 'email:1');
    expect(await claimOutsideEffect(testDb.db, 'email:1', 60_000)).toEqual({ kind: 'claimed', retaken: false });
  });

  it('is held for a job already done', async () => {
    await testDb.db.query("UPDATE outbox SET status = 'done'");
    expect(await claimOutsideEffect(testDb.db, 'email:1', 60_000)).toMatchObject({ kind: 'held' });
  });
});
