import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OwnPostgres } from '../support/own-postgres';
import { freePort, startProcess, waitForHealth } from '../support/running-portal';
import { ifSet } from '../support/if-set';
import { isDesignError } from './support/error-format';

interface Answer {
  route: string;
  status: number;
  retryAfter: string | null;
  body: unknown;
}

/**
 * A real PostgreSQL server of this test's own, restarted with `-m immediate` under a steady load of
 * sign-ups and reads: every request either succeeds or answers 503 with `Retry-After` in the error
 * format, never 500 (the server's "starting up", 57P03, and the refused connections meanwhile are
 * "try again", as docs/operations.md promises).
 */
describe('an API whose PostgreSQL restarts under load', () => {
  let postgres: OwnPostgres;
  let api: ReturnType<typeof startProcess>;
  let baseUrl: string;

  beforeAll(async () => {
    postgres = await OwnPostgres.start();
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    api = startProcess('api', {
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-pg-restart-')),
      DATABASE_URL: await postgres.createDatabase('portal'),
      PERSONAL_DATA_MASTER_KEY: randomBytes(32).toString('base64'),
      SEED_DEMO: 'false',
      DATABASE_POOL_SIZE: '4',
    });
    await waitForHealth(baseUrl, api.child, api.output);
  }, 120_000);

  afterAll(async () => {
    const started = ifSet(api);
    if (started && started.child.exitCode === null) {
      const exited = new Promise((resolve) => started.child.once('exit', resolve));
      started.child.kill('SIGKILL');
      await exited;
    }
    ifSet(postgres)?.dispose();
  }, 60_000);

  const call = async (route: string, init?: RequestInit): Promise<Answer> => {
    const response = await fetch(`${baseUrl}${route}`, { ...init, signal: AbortSignal.timeout(30_000) });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* kept as text: not the error format, which the assertion then says */
    }
    return { route, status: response.status, retryAfter: response.headers.get('retry-after'), body };
  };

  const healthy = async (deadlineMs: number) => {
    const deadline = Date.now() + deadlineMs;
    while ((await call('/api/health/').catch(() => null))?.status !== 200) {
      if (Date.now() > deadline) throw new Error('the API did not report healthy again');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  it('answers 503 with Retry-After, never 500, while the server restarts', async () => {
    const answers: Answer[] = [];
    let running = true;
    let counter = 0;
    const lane = async () => {
      while (running) {
        const email = `restart.${counter++}.${Date.now()}@example.org`;
        answers.push(
          await call('/api/users/sign-up/', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              first_name: 'Restart',
              last_name: 'Proof',
              email,
              password: 'applicant-pass-1',
              confirm_password: 'applicant-pass-1',
            }),
          }),
        );
        answers.push(await call('/api/courses/'));
      }
    };
    const lanes = Array.from({ length: 4 }, lane);
    try {
      for (let restart = 0; restart < 3; restart++) {
        const before = answers.length;
        while (answers.length < before + 8) await new Promise((resolve) => setTimeout(resolve, 20));
        await postgres.restartImmediate();
        await healthy(30_000);
      }
    } finally {
      running = false;
      await Promise.all(lanes);
    }
    const unclear = answers.filter(
      (a) => a.status >= 500 && !(a.status === 503 && a.retryAfter !== null && isDesignError(a.status, a.body)),
    );
    expect(unclear.map((a) => `${a.route} ${a.status} ${JSON.stringify(a.body)}`)).toEqual([]);
    expect(answers.filter((a) => a.status < 300).length).toBeGreaterThan(0);
  }, 180_000);
});
