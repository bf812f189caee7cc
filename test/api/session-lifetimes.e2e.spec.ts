import { expect } from 'vitest';
import type { SessionView } from '@portal/contracts';
import { newApplicant } from '../support/applicants';
import { ifSet } from '../support/if-set';
import { FileMailbox, tokenIn } from '../support/mailbox';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { ApiClient } from './identity-client';

const pause = () => new Promise((resolve) => setTimeout(resolve, 100));
const SECONDS_AS_DAYS = (seconds: number) => String(seconds / 86_400);

describe('sessions with a short idle time and lifetime', () => {
  const IDLE_SECONDS = 3;
  const MAX_SECONDS = 8;
  let portal: RunningPortal;
  let api: ApiClient;

  beforeAll(async () => {
    portal = await startPortal('embedded', {
      SESSION_IDLE_DAYS: SECONDS_AS_DAYS(IDLE_SECONDS),
      SESSION_MAX_DAYS: SECONDS_AS_DAYS(MAX_SECONDS),
    });
    api = new ApiClient(portal.baseUrl);
  }, 90_000);
  afterAll(() => ifSet(portal)?.stop());

  it('ends a session left unused for the idle time, while one in use goes on', async () => {
    const person = await newApplicant(portal, api, 'Idle');
    const idle = await api.signIn(person.email, person.password);
    expect((await api.get('/users/me/', idle)).status).toBe(200);
    const listed = async () => (await api.get<SessionView[]>('/users/sessions/', person.token)).body;
    expect(await listed()).toHaveLength(2);
    // Only the busy session is used while the idle one runs out.
    while ((await listed()).length > 1) await pause();
    expect((await api.get('/users/me/', idle)).status).toBe(401);
    expect((await api.get('/users/me/', person.token)).status).toBe(200);
  }, 30_000);

  it('ends a session used all along once its lifetime since sign-in has passed', async () => {
    const person = await newApplicant(portal, api, 'Busy');
    const signedIn = Date.now();
    while ((await api.get('/users/me/', person.token)).status === 200) await pause();
    expect(Date.now() - signedIn).toBeGreaterThanOrEqual((MAX_SECONDS - 1) * 1000);
    expect((await api.get('/users/sessions/', person.token)).status).toBe(401);
  }, 30_000);
});

describe("a person's sessions", () => {
  let portal: RunningPortal;
  let api: ApiClient;
  let mail: FileMailbox;

  beforeAll(async () => {
    portal = await startPortal('embedded', { TRUST_PROXY: '127.0.0.1' });
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
