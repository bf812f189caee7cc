import type { ChildProcess } from 'node:child_process';
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

/** Resolves once a process has written `line` to its stdout, as each chunk arrives; rejects if it exits first. */
function written(child: ChildProcess, output: () => string, line: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (outcome: () => void) => {
      child.stdout?.off('data', check);
      child.off('exit', exited);
      outcome();
    };
    // Heard after startProcess's own listener, so `output()` already holds the chunk.
    const check = () => {
      if (output().includes(line)) settle(resolve);
    };
    const exited = () => settle(() => reject(new Error(`exited without writing "${line}":\n${output()}`)));
    child.stdout?.on('data', check);
    child.once('exit', exited);
    check();
  });
}

async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Removes a person's sessions behind the projections' back: no event, so no notification. */
async function deleteSessionsInSql(portal: RunningPortal, userId: string): Promise<void> {
  const client = new Client({ connectionString: portal.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query('DELETE FROM user_sessions WHERE user_id = $1', [userId]);
  } finally {
    await client.end();
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
    await stop(ifSet(second)?.child);
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
    await deleteSessionsInSql(portal, person.userId);
    expect((await b.get('/users/me/', person.token)).status).toBe(200);
  });

  it('knows, in a process started later, the sessions live when it started, and still hears their end', async () => {
    const kept = await newApplicant(portal, a);
    const signingOut = await newApplicant(portal, a);
    const port = await freePort();
    const third = startProcess('api', { ...portal.env, PORT: String(port), SEED_DEMO: 'false', LOG_LEVEL: 'info' });
    try {
      await waitForHealth(`http://127.0.0.1:${port}`, third.child, third.output);
      await written(third.child, third.output, 'session cache: mirrored the live sessions');
      const c = new ApiClient(`http://127.0.0.1:${port}`);
      // Never asked for on C and gone from the table: only the mirror can still know it.
      await deleteSessionsInSql(portal, kept.userId);
      expect((await c.get('/users/me/', kept.token)).status).toBe(200);
      expect((await c.get('/users/me/', signingOut.token)).status).toBe(200);
      expect((await a.get('/users/logout/', signingOut.token)).status).toBe(200);
      await answers(c, '/users/me/', signingOut.token, 401);
    } finally {
      await stop(third.child);
    }
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
