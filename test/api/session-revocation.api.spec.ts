import { type TestApplicant, newApplicant } from '../support/applicants';
import { FileMailbox, tokenIn } from '../support/mailbox';
import { type InProcessPortal, openPortal } from '../support/in-process-portal';
import { ApiClient } from './identity-client';
import { ifSet } from '../support/if-set';
import { eventually } from './pods-fixtures';

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

/** The session lookups `portal` sends its database while `act` runs (the read its cache saves). */
async function sessionReadsDuring(portal: InProcessPortal, act: () => Promise<void>): Promise<number> {
  const query = vi.spyOn(portal.platform.db, 'query');
  try {
    await act();
    // Reads only: recording the use (an INSERT that checks the session still exists) is not a lookup.
    return query.mock.calls.filter(([sql]) => /^\s*SELECT\b[\s\S]*\buser_sessions\b/.test(sql)).length;
  } finally {
    query.mockRestore();
  }
}

/**
 * Another API on the database, key and data folder of `portal`, as a second process of a deployment
 * would be: its own application, connections and session cache, in this process.
 */
const besides = (portal: InProcessPortal, extraEnv: NodeJS.ProcessEnv = {}) =>
  openPortal('postgres', {
    DATABASE_URL: portal.env.DATABASE_URL,
    PERSONAL_DATA_MASTER_KEY: portal.env.PERSONAL_DATA_MASTER_KEY,
    DATA_DIR: portal.dataDir,
    SEED_DEMO: 'false',
    ...extraEnv,
  });

describe('sessions across two APIs on one Postgres', () => {
  let portal: InProcessPortal;
  let second: InProcessPortal;
  let a: ApiClient;
  let b: ApiClient;

  beforeAll(async () => {
    portal = await openPortal('postgres');
    second = await besides(portal);
    a = new ApiClient(portal.baseUrl);
    b = new ApiClient(second.baseUrl);
  }, 120_000);

  // The second first: each routes its address in front of the ones opened before it.
  afterAll(async () => {
    await ifSet(second)?.stop();
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
    const reads = await sessionReadsDuring(second, async () => {
      expect((await b.get('/users/me/', person.token)).status).toBe(200);
    });
    expect(reads).toBe(0);
  });

  it('knows, in an API started later, the sessions live when it started, and still hears their end', async () => {
    const kept = await newApplicant(portal, a);
    const signingOut = await newApplicant(portal, a);
    const third = await besides(portal, { LOG_LEVEL: 'info' });
    try {
      await eventually(
        () => third.output().includes('session cache: mirrored the live sessions') || undefined,
        'the session cache to mirror the live sessions',
      );
      const c = new ApiClient(third.baseUrl);
      // Never asked for on C, and answered without a lookup: only the mirror can know it.
      const reads = await sessionReadsDuring(third, async () => {
        expect((await c.get('/users/me/', kept.token)).status).toBe(200);
        expect((await c.get('/users/me/', signingOut.token)).status).toBe(200);
      });
      expect(reads).toBe(0);
      expect((await a.get('/users/logout/', signingOut.token)).status).toBe(200);
      await answers(c, '/users/me/', signingOut.token, 401);
    } finally {
      await third.stop();
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
