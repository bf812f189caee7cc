import { randomBytes } from 'node:crypto';
import {
  CommandHandling,
  type Database,
  EVENT_STORE_MIGRATIONS,
  EventStore,
  PersonalDataVault,
  enqueueJob,
  runMigrations,
} from '@portal/event-store';
import { OwnRedis } from '../../../../test/support/own-redis';
import { BACKENDS, openTestDatabase, type TestDatabase } from '../../../../test/support/test-databases';
import {
  type JobDependencies,
  type JobHandler,
  BullMqRunner,
  EmailedTokens,
  InProcessRunner,
  createLogger,
  loadConfig,
} from '..';
import { jobDependencies } from '../worker-runtime';
import { PersonalFiles } from '../files/personal-files';
import { PostgresBlobStore } from '../files/postgres-blob-store';

const JOBS = 40;

/** A side effect whose every run is counted, recording its result as an event. */
function countingHandler(runs: Map<string, number>, options: { slowMs?: number } = {}): JobHandler<{ n: number }> {
  return {
    type: 'test.count',
    async run(payload, context) {
      runs.set(context.jobId, (runs.get(context.jobId) ?? 0) + 1);
      if (options.slowMs) await new Promise((resolve) => setTimeout(resolve, options.slowMs));
      if (payload.n % 7 === 3 && runs.get(context.jobId) === 1) throw new Error('flaky first run');
      return [
        {
          streamId: `job-${context.jobId}`,
          streamType: 'job',
          expectedVersion: 'no_stream',
          events: [{ type: 'TestJobRan', data: { n: payload.n } }],
        },
      ];
    },
  };
}

async function setUp(db: Database, handler: JobHandler): Promise<JobDependencies> {
  await runMigrations(db, EVENT_STORE_MIGRATIONS);
  const key = randomBytes(32);
  const store = new EventStore(db, { vault: new PersonalDataVault(key) });
  const commands = new CommandHandling(store, { inlineProjections: [], jobsFor: () => [] });
  await db.transaction(async (tx) => {
    for (let n = 0; n < JOBS; n++)
      await enqueueJob(tx, { jobId: `test:count:${n}`, type: 'test.count', payload: { n } });
    // The same request again (a retried command) must stay one job.
    for (let n = 0; n < JOBS; n++)
      await enqueueJob(tx, { jobId: `test:count:${n}`, type: 'test.count', payload: { n } });
  });
  const config = loadConfig({ LOG_LEVEL: 'silent' });
  return jobDependencies(
    {
      db,
      store,
      commands,
      tokens: new EmailedTokens(key),
      config,
      files: new PersonalFiles(new PostgresBlobStore(db), store.vault.files, db),
    },
    createLogger('silent', 'test'),
    [handler],
  );
}

async function waitUntilAllDone(db: Database, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox WHERE status = 'done'");
    if (rows[0].n === JOBS) return;
    // Retries are scheduled with a backoff; bring them forward so the test does not wait.
    await db.query("UPDATE outbox SET run_at = now() WHERE status = 'pending' AND run_at > now()");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('jobs did not finish in time');
}

async function expectEachResultOnce(db: Database): Promise<void> {
  const { rows } = await db.query<{ n: number; times: number }>(
    "SELECT (data->>'n')::int AS n, count(*)::int AS times FROM events WHERE type = 'TestJobRan' GROUP BY 1 ORDER BY 1",
  );
  expect(rows).toEqual(Array.from({ length: JOBS }, (_, n) => ({ n, times: 1 })));
}

describe.each(BACKENDS)('the in-process runner on %s', (backend) => {
  let testDb: TestDatabase;
  afterEach(() => testDb.dispose());

  it('runs each job once across a restart, retrying failures', async () => {
    testDb = await openTestDatabase(backend);
    const runs = new Map<string, number>();
    const deps = await setUp(testDb.db, countingHandler(runs, { slowMs: 5 }));
    const first = new InProcessRunner(deps, { leaseMs: 300, pollIntervalMs: 20, batchSize: 5 });
    await first.start();
    await new Promise((resolve) => setTimeout(resolve, 60));
    await first.stop(); // a restart half-way: claimed jobs not run come back when their lease ends
    const second = new InProcessRunner(deps, { leaseMs: 300, pollIntervalMs: 20 });
    await second.start();
    await waitUntilAllDone(testDb.db);
    await second.stop();
    await expectEachResultOnce(testDb.db);
    // The flaky jobs ran twice (one failure, one success); every other job ran once.
    for (let n = 0; n < JOBS; n++) expect(runs.get(`test:count:${n}`)).toBe(n % 7 === 3 ? 2 : 1);
  }, 30_000); // PGlite's start alone takes seconds on a loaded machine
});

describe('the BullMQ runner on postgres and redis', () => {
  let testDb: TestDatabase;
  let ownRedis: OwnRedis | undefined;
  afterEach(async () => {
    await ownRedis?.stop();
    await testDb.dispose();
  });

  it('delivers each job once across a worker restart and a lost queue', async () => {
    testDb = await openTestDatabase('postgres');
    const runs = new Map<string, number>();
    const deps = await setUp(testDb.db, countingHandler(runs, { slowMs: 10 }));
    ownRedis = await OwnRedis.start();
    const redisUrl = ownRedis.url;
    const first = new BullMqRunner(deps, { redisUrl, leaseMs: 1500, pollIntervalMs: 50, concurrency: 2 });
    await first.start();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await first.stop();
    // Redis loses everything (it keeps nothing on disk here): the outbox lease brings the work back.
    const { Redis } = await import('ioredis');
    const redis = new Redis(redisUrl);
    await redis.flushdb();
    await redis.quit();
    const second = new BullMqRunner(deps, { redisUrl, leaseMs: 1500, pollIntervalMs: 50, concurrency: 4 });
    await second.start();
    await waitUntilAllDone(testDb.db, 30_000);
    await second.stop();
    await expectEachResultOnce(testDb.db);
  });
});
