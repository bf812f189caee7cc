import { expect, vi } from 'vitest';
import type { SessionView } from '@portal/contracts';
import { newApplicant } from '../support/applicants';
import { ifSet } from '../support/if-set';
import { FileMailbox, tokenIn } from '../support/mailbox';
import { type InProcessPortal, openPortal } from '../support/in-process-portal';
import { ApiClient } from './identity-client';

const DAY_MS = 86_400_000;

/**
 * Sessions whose idle time and lifetime pass on a clock the test moves: the portal, in this process,
 * reads the same clock, and a session's expiry is computed from it (JS time, not the database's).
 */
describe('sessions with an idle time and a lifetime', () => {
  const IDLE_DAYS = 2;
  const MAX_DAYS = 5;
  let portal: InProcessPortal;
  let api: ApiClient;

  beforeAll(async () => {
    portal = await openPortal('pglite', { SESSION_IDLE_DAYS: String(IDLE_DAYS), SESSION_MAX_DAYS: String(MAX_DAYS) });
    api = new ApiClient(portal.baseUrl);
  }, 90_000);
  afterAll(() => ifSet(portal)?.stop());

  // Set once the people are made (their emails go out at the time the database knows): from then on
  // only sessions are used, whose expiry and last use the portal reckons in JS time.
  const startClock = () => vi.useFakeTimers({ toFake: ['Date'] });
  const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ends a session left unused for the idle time, while one in use goes on', async () => {
    const person = await newApplicant(portal, api, 'Idle');
    const idle = await api.signIn(person.email, person.password);
    expect((await api.get('/users/me/', idle)).status).toBe(200);
    const listed = async () => (await api.get<SessionView[]>('/users/sessions/', person.token)).body;
    expect(await listed()).toHaveLength(2);
    startClock();
    // Only the busy session is used, every quarter of the idle time, while the idle one runs out.
    for (let quarter = 1; quarter < 4; quarter++) {
      advance((IDLE_DAYS * DAY_MS) / 4);
      expect(await listed()).toHaveLength(2);
    }
    advance((IDLE_DAYS * DAY_MS) / 4);
    expect(await listed()).toHaveLength(1);
    expect((await api.get('/users/me/', idle)).status).toBe(401);
    expect((await api.get('/users/me/', person.token)).status).toBe(200);
  });

  it('ends a session used all along once its lifetime since sign-in has passed', async () => {
    const person = await newApplicant(portal, api, 'Busy');
    startClock();
    const signedIn = Date.now();
    const step = (IDLE_DAYS * DAY_MS) / 4;
    // Used every quarter of the idle time, so never idle: up to the lifetime it serves, then it ends.
    while (Date.now() - signedIn + step < MAX_DAYS * DAY_MS) {
      advance(step);
      expect((await api.get('/users/me/', person.token)).status).toBe(200);
    }
    advance(MAX_DAYS * DAY_MS - (Date.now() - signedIn));
    expect((await api.get('/users/me/', person.token)).status).toBe(401);
    expect((await api.get('/users/sessions/', person.token)).status).toBe(401);
  });
});

describe("a person's sessions", () => {
  let portal: InProcessPortal;
  let api: ApiClient;
  let mail: FileMailbox;

  beforeAll(async () => {
    portal = await openPortal('pglite', { TRUST_PROXY: '127.0.0.1' });
    api = new ApiClient(portal.baseUrl);
    mail = new FileMailbox(portal.dataDir);
  }, 90_000);
  afterAll(() => ifSet(portal)?.stop());

  const signInFrom = async (email: string, password: string, address: string, userAgent: string) => {
    const response = await api.request<{ token: string }>('POST', '/users/sign-in/', {
      json: { username: email, password },
      headers: { 'x-forwarded-for': address, 'user-agent': userAgent },
    });
    const token = response.body.token;
    await api.request('GET', '/users/me/', { token, headers: { 'x-forwarded-for': address, 'user-agent': userAgent } });
    return token;
  };

  it('are listed with device, address and last use, and any of them can be ended', async () => {
    const person = await newApplicant(portal, api, 'Many');
    const phone = await signInFrom(
      person.email,
      person.password,
      '198.51.100.30',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Safari/604.1',
    );
    const list = (await api.get<SessionView[]>('/users/sessions/', person.token)).body;
    expect(list).toHaveLength(2);
    const phoneSession = list.find((session) => !session.current) as SessionView;
    expect(phoneSession).toMatchObject({ device: 'Safari on iOS', address: '198.51.100.30', method: 'password' });
    expect(Date.parse(phoneSession.last_used_at)).toBeGreaterThanOrEqual(Date.parse(phoneSession.started_at));
    expect(list.filter((session) => session.current)).toHaveLength(1);

    const stranger = await newApplicant(portal, api, 'Stranger');
    expect((await api.request('DELETE', `/users/sessions/${phoneSession.id}/`, { token: stranger.token })).status).toBe(
      404,
    );
    expect((await api.get('/users/me/', phone)).status).toBe(200);
    expect((await api.request('DELETE', `/users/sessions/${phoneSession.id}/`, { token: person.token })).status).toBe(
      204,
    );
    expect((await api.get('/users/me/', phone)).status).toBe(401);
    expect((await api.get<SessionView[]>('/users/sessions/', person.token)).body).toHaveLength(1);
  });

  it('end, all but the one that made it, at a password change in the profile', async () => {
    const person = await newApplicant(portal, api, 'Changer');
    const other = await api.signIn(person.email, person.password);
    const changed = await api.request('PATCH', '/users/me/', {
      token: person.token,
      json: { password: 'another-pass-2', confirm_password: 'another-pass-2' },
    });
    expect(changed.status).toBe(200);
    expect((await api.get('/users/me/', other)).status).toBe(401);
    expect((await api.get('/users/me/', person.token)).status).toBe(200);
  });

  it('end, all but the one that asked for it, when a new address is confirmed', async () => {
    const person = await newApplicant(portal, api, 'Mover');
    const other = await api.signIn(person.email, person.password);
    const newEmail = `moved.${person.email}`;
    await api.request('PATCH', '/users/me/', { token: person.token, json: { email: newEmail } });
    const confirmation = await mail.next({ to: newEmail, subject: 'Confirm your new email address' });
    const confirmed = await api.post('/users/verification-new-email/', {
      token: tokenIn(confirmation, '/new-email-verification'),
    });
    expect(confirmed.status).toBe(200);
    expect((await api.get('/users/me/', other)).status).toBe(401);
    expect((await api.get('/users/me/', person.token)).status).toBe(200);
  });

  it('leaves the list at logout', async () => {
    const person = await newApplicant(portal, api, 'Leaver');
    const other = await api.signIn(person.email, person.password);
    expect((await api.get('/users/logout/', other)).status).toBe(200);
    expect((await api.get<SessionView[]>('/users/sessions/', person.token)).body).toHaveLength(1);
  });
});
