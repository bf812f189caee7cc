import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import type { ApiClient, ApiResponse } from '../api/identity-client';
import { SmtpMailbox } from '../support/mailbox';
import { TMP_DIR } from '../support/paths';
import { readModelSnapshot, replayEverything, waitForDueJobs } from './support/consistency';
import { isDesignError } from './support/error-format';
import { clientsOf, emailLedger } from './support/people';
import { type PortalCluster, startCluster } from './support/portal-cluster';
import { withDatabase, TEST_DATABASE_URL } from '../support/test-databases';
import { ifSet } from '../support/if-set';

/**
 * LONG (about two minutes): the production deployment (two API processes, one worker, this test's own
 * Redis) meets a worker SIGKILLed mid-run, Redis down for 10 s and its Postgres connections cut.
 * Every request succeeds or fails with a clear error in the format of docs/architecture.md §4.2, and every accepted
 * sign-up gets its verification email: recorded once, delivered (a delivery the crash interrupted
 * after the SMTP server took it may come again, with the same Message-ID).
 */
describe('faults under load (production)', () => {
  let cluster: PortalCluster;
  let mailbox: SmtpMailbox;
  let apis: ApiClient[];
  /** Every sign-up whose answer was 201: each must get its email. */
  const accepted: string[] = [];
  const answers: ApiResponse[] = [];
  let counter = 0;

  beforeAll(async () => {
    mailbox = await SmtpMailbox.start();
    cluster = await startCluster({ apis: 2, workers: 1, env: { SMTP_URL: mailbox.url } });
    apis = clientsOf(cluster.apis);
  }, 120_000);
  afterAll(async () => {
    // The processes' logs, for a failure's post-mortem (they say what each process saw of the faults).
    const started = ifSet(cluster);
    if (started) writeFileSync(join(TMP_DIR, 'reliability-faults.log'), started.output());
    await started?.stop();
    await ifSet(mailbox)?.stop();
  }, 60_000);

  /** `count` sign-ups spread over both API processes, `parallel` at a time. */
  const signUps = async (count: number, parallel = 4) => {
    const one = async () => {
      const email = `fault.${counter++}.${Date.now()}@example.org`;
      const response = await apis[counter % 2].post('/users/sign-up/', {
        first_name: 'Fault',
        last_name: 'Tolerant',
        email,
        password: 'applicant-pass-1',
        confirm_password: 'applicant-pass-1',
      });
      answers.push(response);
      if (response.status === 201) accepted.push(email);
    };
    for (let i = 0; i < count; i += parallel)
      await Promise.all(Array.from({ length: Math.min(parallel, count - i) }, one));
  };

  /** Every accepted sign-up's email arrived, and every recorded email was recorded once and delivered. */
  const expectEveryEmail = async () => {
    await waitForDueJobs(cluster.db, 90_000, 'the verification emails');
    const ledger = await emailLedger(cluster.db, mailbox);
    expect(ledger.failed).toEqual([]);
    expect(ledger.duplicatesRecorded).toBe(0);
    expect([...new Set(ledger.received)].sort()).toEqual(ledger.recorded);
    const delivered = new Set((await mailbox.messages()).flatMap((email) => email.to));
    expect(accepted.filter((email) => !delivered.has(email))).toEqual([]);
  };

  const expectClearAnswers = () => {
    const unclear = answers.filter((a) => a.status >= 300 && !(a.status === 503 && isDesignError(a.status, a.body)));
    expect(unclear.map((a) => `${a.status} ${a.text}`)).toEqual([]);
  };

  it('delivers every email across a worker SIGKILLed mid-run and restarted', async () => {
    const load = signUps(24);
    await mailbox.next({}, 60_000);
    await cluster.killWorker(0);
    cluster.restartWorker(0);
    await load;
    expect(accepted).toHaveLength(24);
    await expectEveryEmail();
  }, 180_000);

  it('accepts commands while Redis is down for 10 s and sends their emails once it is back', async () => {
    const before = accepted.length;
    // A slow mail relay keeps the worker's four slots busy, so most of this burst waits in Redis when it dies.
    mailbox.delayMs = 1500;
    await signUps(12, 6);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await cluster.redis.stop();
    const during = signUps(8, 2);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    await cluster.redis.restart();
    mailbox.delayMs = 0;
    await during;
    expect(accepted.length - before).toBe(20);
    await expectEveryEmail();
  }, 180_000);

  it('answers 503 or succeeds while the database connections are cut, and loses nothing accepted', async () => {
    const admin = new Client({ connectionString: withDatabase(TEST_DATABASE_URL, 'postgres') });
    await admin.connect();
    const cut = async () => {
      const { rows } = await admin.query(
        // Every connection of the API and worker processes (their pools and LISTEN sessions); the test's
        // own pool ('course-portal') stays, to read the outcome.
        `SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity
          WHERE datname = $1 AND pid <> pg_backend_pid() AND application_name <> 'course-portal'`,
        [cluster.databaseName],
      );
      return rows.length;
    };
    try {
      const load = signUps(24, 6);
      let cuts = 0;
      for (let i = 0; i < 4; i++) {
        await new Promise((resolve) => setTimeout(resolve, 400));
        cuts += await cut();
      }
      await load;
      expect(cuts).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    expectClearAnswers();
    await expectEveryEmail();
    for (const api of cluster.apis) expect((await fetch(`${api}/api/health/`)).status).toBe(200);
  }, 180_000);

  it('keeps every read model equal to a replay after all of it', async () => {
    expectClearAnswers();
    const before = await readModelSnapshot(cluster.db);
    await replayEverything(cluster.env);
    expect(await readModelSnapshot(cluster.db)).toEqual(before);
  }, 120_000);
});
