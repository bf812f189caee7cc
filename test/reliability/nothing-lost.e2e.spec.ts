import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type StripeStandIn, startStripeStandIn } from '../../apps/api/src/demo-providers/stripe/stripe-stand-in';
import { fillProfile } from '../api/applications-fixtures';
import type { ApiClient } from '../api/identity-client';
import { PaymentsBench } from '../api/payments-fixtures';
import type { TestApplicant } from '../support/applicants';
import { freePort } from '../support/free-port';
import { ifSet } from '../support/if-set';
import { SmtpMailbox } from '../support/mailbox';
import { OwnPostgres } from '../support/own-postgres';
import { TMP_DIR } from '../support/paths';
import { waitForDueJobs } from './support/consistency';
import { isDesignError } from './support/error-format';
import { clientsOf, verifiedApplicant } from './support/people';
import { type PortalCluster, startCluster } from './support/portal-cluster';

interface Answer {
  phase: string;
  status: number;
  retryAfter: string | null;
  body: unknown;
}

interface PhaseRow {
  fault: string;
  requests: number;
  errors: string;
  recoveryMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * LONG (about three minutes): the production deployment (two APIs, two workers) on a PostgreSQL and a
 * Redis of this test's own, an SMTP server and the Stripe stand-in, under a bounded load of sign-ups
 * and checkouts, meets each fault of issue 51 in turn: a worker and an API SIGKILLed mid-load, Redis
 * restarted empty and then stopped for a while, PostgreSQL restarted `-m immediate`, and Stripe's one
 * webhook delivery failing. Afterwards: no 500 at any time, every accepted sign-up registered once and
 * its email delivered once per Message-ID (outside the documented window), every payment Stripe took
 * recorded, and health degraded while a part was down and OK within seconds after. Prints a table.
 */
describe('nothing lost, nothing twice (production, every fault)', () => {
  let postgres: OwnPostgres;
  let cluster: PortalCluster;
  let mailbox: SmtpMailbox;
  let stripe: StripeStandIn;
  let apis: ApiClient[];
  let bench: PaymentsBench;
  const answers: Answer[] = [];
  const accepted: string[] = [];
  const table: PhaseRow[] = [];
  /** Checkout sessions Stripe took the money for: each must end recorded. */
  const paidSessions: Array<{ applicant: TestApplicant; applicationId: string }> = [];
  const payers: TestApplicant[] = [];
  let phase = 'start';
  let counter = 0;

  beforeAll(async () => {
    postgres = await OwnPostgres.start();
    mailbox = await SmtpMailbox.start();
    stripe = await startStripeStandIn({ webhookRetryDelaysMs: [500, 1000, 2000, 4000] });
    cluster = await startCluster({
      apis: 2,
      workers: 2,
      database: await postgres.openDatabase('portal'),
      env: { SMTP_URL: mailbox.url, ...stripe.portalEnv(), CHECKOUT_RECONCILE_AFTER_SECONDS: '4' },
    });
    stripe.deliverWebhooksTo(`${cluster.apis[0]}/api/payments/webhook/`);
    apis = clientsOf(cluster.apis);
    bench = new PaymentsBench({ baseUrl: cluster.apis[1] }, apis[1], stripe);
    await bench.signInStaff();
    for (let i = 0; i < 4; i++) {
      const payer = await verifiedApplicant(apis[1], mailbox, `Payer${i}`);
      await fillProfile(apis[1], payer.token);
      payers.push(payer);
    }
  }, 240_000);

  afterAll(async () => {
    const started = ifSet(cluster);
    if (started) writeFileSync(join(TMP_DIR, 'reliability-nothing-lost.log'), started.output());
    await started?.stop();
    await ifSet(stripe)?.close();
    await ifSet(mailbox)?.stop();
    ifSet(postgres)?.dispose();
  }, 60_000);

  const record = async (response: Promise<Response>) => {
    try {
      const answer = await response;
      const text = await answer.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        /* not JSON: the assertion shows it */
      }
      answers.push({ phase, status: answer.status, retryAfter: answer.headers.get('retry-after'), body });
      return answer.status;
    } catch {
      // The process it reached was killed: no answer at all, which a client retries like a 503.
      answers.push({ phase, status: 0, retryAfter: null, body: 'no answer' });
      return 0;
    }
  };

  const signUp = async () => {
    const email = `lost.${counter++}.${Date.now()}@example.org`;
    const status = await record(
      fetch(`${cluster.apis[counter % 2]}/api/users/sign-up/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          first_name: 'Nothing',
          last_name: 'Lost',
          email,
          password: 'applicant-pass-1',
          confirm_password: 'applicant-pass-1',
        }),
        signal: AbortSignal.timeout(30_000),
      }),
    );
    if (status === 201) accepted.push(email);
  };

  /** Sign-ups in `lanes` parallel lanes while `during` runs; bounded by `during` ending. */
  const underLoad = async (name: string, during: () => Promise<number>) => {
    phase = name;
    const before = answers.length;
    let running = true;
    const lane = async () => {
      while (running) await signUp();
    };
    const lanes = Array.from({ length: 3 }, lane);
    let recoveryMs: number;
    try {
      while (answers.length < before + 6) await sleep(20);
      recoveryMs = await during();
    } finally {
      running = false;
      await Promise.all(lanes);
    }
    const mine = answers.slice(before);
    const byStatus = new Map<number, number>();
    for (const answer of mine)
      if (answer.status >= 300 || answer.status === 0)
        byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
    table.push({
      fault: name,
      requests: mine.length,
      errors: [...byStatus].map(([status, n]) => `${n}×${status || 'none'}`).join(' ') || '0',
      recoveryMs,
    });
  };

  const health = async (api: string) => {
    try {
      const response = await fetch(`${api}/api/health/`, { signal: AbortSignal.timeout(5_000) });
      return { status: response.status, body: (await response.json()) as { status: string } };
    } catch {
      return { status: 0, body: { status: 'unreachable' } };
    }
  };

  /** Milliseconds until every API reports OK again. */
  const untilHealthy = async (deadlineMs = 30_000) => {
    const started = Date.now();
    for (;;) {
      const reports = await Promise.all(cluster.apis.map(health));
      if (reports.every((report) => report.status === 200 && report.body.status === 'ok')) return Date.now() - started;
      if (Date.now() - started > deadlineMs) throw new Error(`not healthy again: ${JSON.stringify(reports)}`);
      await sleep(100);
    }
  };

  /** Opens a checkout for the next payer and pays it on the hosted page (which delivers the webhook). */
  const pay = async () => {
    const applicant = payers[paidSessions.length];
    const applicationId = await bench.offeredApplication(applicant);
    const opened = await bench.openSession(applicant, applicationId);
    if (opened.status !== 201) throw new Error(`no checkout: ${opened.text}`);
    const paid = await fetch(opened.body.url, { method: 'POST', redirect: 'manual' });
    if (paid.status !== 303) throw new Error(`not paid: ${paid.status}`);
    paidSessions.push({ applicant, applicationId });
  };

  it('meets a worker SIGKILLed mid-job', async () => {
    await underLoad('worker kill -9', async () => {
      await mailbox.next({}, 30_000);
      await cluster.killWorker(0);
      const sentBefore = (await mailbox.messages()).length;
      cluster.restartWorker(0);
      // Mail flows again (from either worker) before the health is read.
      const deadline = Date.now() + 30_000;
      while ((await mailbox.messages()).length <= sentBefore) {
        if (Date.now() > deadline) throw new Error('no email sent after the worker came back');
        await sleep(50);
      }
      return untilHealthy();
    });
  }, 120_000);

  it('meets an API SIGKILLed mid-request, while Stripe delivers a webhook to it', async () => {
    await underLoad('api kill -9', async () => {
      await cluster.killApi(0);
      // Stripe's delivery meets the dead process; it retries, and the reconciliation asks Stripe anyway.
      await pay();
      await cluster.restartApi(0);
      return untilHealthy();
    });
  }, 120_000);

  it('meets Redis restarted empty, then stopped for 8 s, with health degraded meanwhile', async () => {
    await underLoad('redis restarted empty', async () => {
      await cluster.redis.stop();
      await cluster.redis.restart();
      return untilHealthy();
    });
    await underLoad('redis stopped 8 s', async () => {
      await cluster.redis.stop();
      const stopped = Date.now();
      let degraded = false;
      while (Date.now() - stopped < 8_000) {
        degraded ||= (await health(cluster.apis[1])).body.status === 'degraded';
        await sleep(200);
      }
      expect(degraded).toBe(true);
      await cluster.redis.restart();
      return untilHealthy();
    });
  }, 120_000);

  it('meets PostgreSQL restarted -m immediate, with a checkout paid meanwhile', async () => {
    await underLoad('postgres restart immediate', async () => {
      const restarting = postgres.restartImmediate();
      const started = Date.now();
      let degraded = false;
      while (!degraded && Date.now() - started < 5_000) {
        degraded = (await health(cluster.apis[0])).status === 503;
        await sleep(50);
      }
      await restarting;
      const recovery = await untilHealthy();
      await pay();
      return recovery;
    });
  }, 120_000);

  it('meets a failing webhook delivery from Stripe, and records the payment anyway', async () => {
    await underLoad('stripe webhook failing', async () => {
      stripe.deliverWebhooksTo(`http://127.0.0.1:${await freePort()}/api/payments/webhook/`);
      await pay();
      const started = Date.now();
      const { applicant, applicationId } = paidSessions[paidSessions.length - 1];
      while ((await bench.application(applicant, applicationId)).status !== 'paid') {
        if (Date.now() - started > 60_000) throw new Error('the paid checkout was not recorded within a minute');
        await sleep(250);
      }
      stripe.deliverWebhooksTo(`${cluster.apis[0]}/api/payments/webhook/`);
      return Date.now() - started;
    });
  }, 120_000);

  it('lost nothing and did nothing twice, and answered no 500', async () => {
    // The table is this suite's report.
    console.log(
      [
        'fault | requests | errors (count×status) | healthy again after the part returned (ms)',
        ...table.map((r) => `${r.fault} | ${r.requests} | ${r.errors} | ${r.recoveryMs}`),
      ].join('\n'),
    );
    const unclear = answers.filter(
      (a) => a.status >= 500 && !(a.status === 503 && a.retryAfter !== null && isDesignError(a.status, a.body)),
    );
    expect(unclear.map((a) => `${a.phase}: ${a.status} ${JSON.stringify(a.body)}`)).toEqual([]);
    expect(accepted.length).toBeGreaterThan(20);

    await waitForDueJobs(cluster.db, 90_000, 'the emails');
    // Every accepted sign-up registered exactly once.
    const { rows: registered } = await cluster.db.query<{ stream_id: string; n: number }>(
      "SELECT stream_id, count(*)::int AS n FROM events WHERE type = 'UserRegistered' GROUP BY stream_id",
    );
    expect(registered.filter((row) => row.n !== 1)).toEqual([]);
    expect(registered.length).toBeGreaterThanOrEqual(accepted.length);

    // Every email recorded once, delivered to its recipient, once per Message-ID outside the window.
    const { rows: sent } = await cluster.db.query<{ message_id: string }>(
      "SELECT data->>'messageId' AS message_id FROM events WHERE type = 'EmailSent'",
    );
    const recorded = sent.map((row) => row.message_id);
    expect(recorded.length).toBe(new Set(recorded).size);
    const { rows: window } = await cluster.db.query<{ job_id: string }>(
      'SELECT job_id FROM outbox WHERE effect_retaken > 0',
    );
    const maybeTwice = new Set(window.map((row) => `<${row.job_id.replaceAll(':', '.')}@course-portal>`));
    const received = (await mailbox.messages()).map((email) => `<${email.messageId.replace(/^<|>$/g, '')}>`);
    const copies = new Map<string, number>();
    for (const id of received) copies.set(id, (copies.get(id) ?? 0) + 1);
    expect([...copies].filter(([id, n]) => n > 1 && !maybeTwice.has(id))).toEqual([]);
    expect(recorded.filter((id) => !copies.has(id))).toEqual([]);
    const delivered = new Set((await mailbox.messages()).flatMap((email) => email.to));
    expect(accepted.filter((email) => !delivered.has(email))).toEqual([]);
    const { rows: failed } = await cluster.db.query("SELECT job_id FROM outbox WHERE status = 'failed'");
    expect(failed).toEqual([]);

    // Every payment Stripe took is recorded.
    for (const { applicant, applicationId } of paidSessions) {
      const deadline = Date.now() + 30_000;
      while ((await bench.application(applicant, applicationId)).status !== 'paid') {
        if (Date.now() > deadline) throw new Error(`payment of ${applicationId} not recorded`);
        await sleep(250);
      }
    }
    expect(paidSessions.length).toBe(3);
  }, 180_000);
});
