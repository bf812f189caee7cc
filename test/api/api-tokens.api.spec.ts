import {
  type ApiTokenView,
  type ApplicationHistoryEntry,
  type AuditEvent,
  type FeedPage,
  MESSAGES,
  type apiTokenCreatedSchema,
} from '@portal/contracts';
import type { z } from 'zod';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { BACKENDS, type InProcessPortal, openPortal } from '../support/in-process-portal';
import { ifSet } from '../support/if-set';
import { adminToken, fillProfile } from './applications-fixtures';
import { apply, freshCourse } from './enrollment-fixtures';
import { ApiClient } from './identity-client';
import { eventually } from './pods-fixtures';

type Created = z.infer<typeof apiTokenCreatedSchema>;
const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** API tokens for integrators (docs/architecture.md §9.5): created by admins, scoped, expiring, revocable. */
describe.each(BACKENDS)('API tokens (%s)', (deployment) => {
  let portal: InProcessPortal;
  let api: ApiClient;
  let admin: string;
  let ada: TestApplicant;

  beforeAll(async () => {
    portal = await openPortal(deployment);
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
    ada = await newApplicant(portal, api, 'Ada');
    await fillProfile(api, ada.token);
  }, 120_000);
  afterAll(() => ifSet(portal)?.stop());

  const bearer = <T = unknown>(method: string, path: string, token: string, json?: unknown) =>
    api.request<T>(method, path, { json, headers: { authorization: `Bearer ${token}` } });
  const create = (body: unknown, token = admin) => api.post<Created>('/admin/api-tokens/', body, token);
  const listed = async () => (await api.get<ApiTokenView[]>('/admin/api-tokens/', admin)).body;

  it('shows the secret once, works within its scope only, records its last use, and stops at its revocation', async () => {
    const made = await create({ name: 'CRM sync', scopes: ['feed:read'], expires_at: inDays(30) });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: 'CRM sync', scopes: ['feed:read'], revoked_at: null, last_used_at: null });
    const { token, id } = made.body;

    const list = await api.get<ApiTokenView[]>('/admin/api-tokens/', admin);
    expect(list.headers.get('content-range')).toMatch(/^api-tokens 0-\d+\/\d+$/);
    expect(list.body.find((row) => row.id === id)).toMatchObject({ name: 'CRM sync' });
    expect(list.text).not.toContain(token);

    expect((await bearer<FeedPage>('GET', '/admin/feed/?after=0&limit=5', token)).status).toBe(200);
    for (const path of ['/admin/applications/', '/admin/webhooks/', '/admin/api-tokens/', '/users/me/'])
      expect(await bearer('GET', path, token)).toMatchObject({
        status: 403,
        body: { detail: MESSAGES.permissionDenied },
      });
    // Written after the answer, so that no request waits for its bookkeeping.
    await eventually(async () => (await listed()).find((row) => row.id === id)?.last_used_at, 'the last use');

    const revoked = await api.request<ApiTokenView>('DELETE', `/admin/api-tokens/${id}/`, { token: admin });
    expect(revoked.status).toBe(200);
    expect(revoked.body.revoked_at).not.toBeNull();
    expect(await bearer('GET', '/admin/feed/?after=0&limit=5', token)).toMatchObject({
      status: 401,
      body: { detail: MESSAGES.invalidToken },
    });
    expect((await api.request('DELETE', `/admin/api-tokens/${id}/`, { token: admin })).status).toBe(400);
  });

  it('refuses a token past its expiry', async () => {
    const { token } = (await create({ name: 'Short', scopes: ['feed:read'], expires_at: inDays(1) })).body;
    expect((await bearer('GET', '/admin/feed/?after=0&limit=1', token)).status).toBe(200);
    // The portal runs in this process and reads this clock.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 2 * DAY);
      expect(await bearer('GET', '/admin/feed/?after=0&limit=1', token)).toMatchObject({ status: 401 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('names the token as the actor of what it decides, in the history and the audit log', async () => {
    const { token } = (
      await create({
        name: 'Admissions bot',
        scopes: ['applications:read', 'applications:decide'],
        expires_at: inDays(7),
      })
    ).body;
    const id = await apply(api, ada.token, await freshCourse(api, admin), 'student');
    const decided = await bearer('POST', `/admin/applications/${id}/decide/`, token, { decision: 'waitlist' });
    expect(decided.status).toBe(200);
    const history = await bearer<ApplicationHistoryEntry[]>('GET', `/admin/applications/${id}/history/`, token);
    expect(history.body.at(-1)).toMatchObject({
      actor: expect.stringMatching(/^api-token:/) as unknown,
      actor_name: "API token 'Admissions bot'",
    });
    const stream = encodeURIComponent(JSON.stringify({ stream_id: `application-${id}` }));
    const events = await api.get<AuditEvent[]>(`/admin/events?filter=${stream}&range=[0,99]`, admin);
    expect(events.body.filter((event) => event.actor_name === "API token 'Admissions bot'").length).toBeGreaterThan(0);
  });

  it('refuses bad input and callers who are not admins, creating nothing', async () => {
    const before = (await listed()).length;
    const bad = [
      { name: ' ', scopes: ['feed:read'], expires_at: inDays(1) },
      { name: 'x', scopes: [], expires_at: inDays(1) },
      { name: 'x', scopes: ['everything'], expires_at: inDays(1) },
      { name: 'x', scopes: ['feed:read'], expires_at: inDays(-1) },
      { name: 'x', scopes: ['feed:read'] },
    ];
    for (const body of bad) expect((await create(body)).status).toBe(400);
    expect((await create({ name: 'Mine', scopes: ['feed:read'], expires_at: inDays(1) }, ada.token)).status).toBe(403);
    const { token } = (await create({ name: 'Hooks', scopes: ['webhooks:manage'], expires_at: inDays(1) })).body;
    expect((await bearer('POST', '/admin/api-tokens/', token, { name: 'Child', scopes: ['feed:read'] })).status).toBe(
      403,
    );
    expect((await listed()).length).toBe(before + 1);
  });
});
