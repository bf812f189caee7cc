import { Client } from 'pg';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { FileMailbox, tokenIn } from '../support/mailbox';
import { type RunningPortal, freePort, startPortal, startProcess, waitForHealth } from '../support/running-portal';
import { ApiClient } from './identity-client';
import { ifSet } from '../support/if-set';

/** Well under the session cache's 60 s bound: only the NOTIFY can end a cached session this fast. */
const REVOCATION_DEADLINE_MS = 2000;

/** Polls `path` on `api` with `token` until it answers `status`; returns how long that took. */
async function answers(api: ApiClient, path: string, token: string, status: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const response = await api.get(path, token);
    if (response.status === status) return Date.now() - started;
    if (Date.now() - started > REVOCATION_DEADLINE_MS)
      throw new Error(`still ${response.status} after ${REVOCATION_DEADLINE_MS} ms: ${response.text}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('sessions across two API processes on one Postgres', () => {
  let portal: RunningPortal;
  let second: ReturnType<typeof startProcess>;
  let a: ApiClient;
  let b: ApiClient;

  beforeAll(async () => {
    portal = await startPortal('production');
    const port = await freePort();
    second = startProcess('api', { ...portal.env, PORT: String(port), SEED_DEMO: 'false' });
    await waitForHealth(`http://127.0.0.1:${port}`, second.child, second.output);
    a = new ApiClient(portal.baseUrl);
    b = new ApiClient(`http://127.0.0.1:${port}`);
  }, 120_000);

  afterAll(async () => {
    const running = ifSet(second)?.child;
    if (running && running.exitCode === null && running.signalCode === null) {
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
    }
    await ifSet(portal)?.stop();
  });

  /** Signed in on process A, the session then seen (and cached) by process B. */
  async function signedInOnBoth(): Promise<TestApplicant> {
    const person = await newApplicant(portal, a);
    expect((await b.get('/users/me/', person.token)).status).toBe(200);
    return person;
  }

  it('serves a signed-in request from its cache, without reading the session table', async () => {
    const person = await signedInOnBoth();
    // Removed behind the projections' back (no event, so no notification): B still knows the session.
    const client = new Client({ connectionString: portal.env.DATABASE_URL });
    await client.connect();
    try {
      await client.query('DELETE FROM user_sessions WHERE user_id = $1', [person.userId]);
    } finally {
      await client.end();
    }
    expect((await b.get('/users/me/', person.token)).status).toBe(200);
  });

  it('refuses a session on B right after it signs out on A', async () => {
    const person = await signedInOnBoth();
    const other = await a.signIn(person.email, person.password);
    expect((await b.get('/users/me/', other)).status).toBe(200);
    expect((await a.get('/users/logout/', person.token)).status).toBe(200);
    await answers(b, '/users/me/', person.token, 401);
    // Only the token signed out: the person's other session goes on working on B.
    expect((await b.get('/users/me/', other)).status).toBe(200);
  });

  it('refuses every session of a person on B right after a password reset on A', async () => {
    const person = await signedInOnBoth();
    const mail = new FileMailbox(portal.dataDir);
    expect((await a.post('/users/forgot-password/', { email: person.email })).status).toBe(200);
    const token = tokenIn(await mail.next({ to: person.email, subject: 'Reset your password' }), '/reset-password');
    expect((await a.post('/users/reset-password/', { token, password: 'a-new-password-9' })).status).toBe(200);
    await answers(b, '/users/me/', person.token, 401);
  });

  it('refuses the session of an erased person on B right after the erasure on A', async () => {
    const person = await signedInOnBoth();
    const admin = await a.signIn('admin@example.org', 'demo-admin-2026');
    expect((await a.post(`/admin/personal-data/${person.userId}/erase`, {}, admin)).status).toBe(200);
    await answers(b, '/users/me/', person.token, 401);
  });
});
