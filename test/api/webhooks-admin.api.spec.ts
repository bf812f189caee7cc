import { expect } from 'vitest';
import { randomBytes } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { BACKENDS, type InProcessPortal, openPortal } from '../support/in-process-portal';
import { adminToken } from './applications-fixtures';
import { eventually } from './pods-fixtures';
import { FileMailbox } from '../support/mailbox';
import { ApiClient } from './identity-client';
import { arrived } from './webhook-receiver';
import { ifSet } from '../support/if-set';
import { defined } from '../support/defined';
import type { z } from 'zod';
import type {
  AuditEvent,
  FeedPage,
  PublicEvent,
  ValidationErrorBody,
  WebhookDelivery,
  WebhookEndpoint,
  webhookEndpointCreatedSchema,
} from '@portal/contracts';

/** `POST /api/admin/webhooks/`: the signing secret is in this answer only. */
type WebhookEndpointCreated = z.infer<typeof webhookEndpointCreatedSchema>;

const signUp = (api: ApiClient, name: string) => {
  const email = `${name.toLowerCase()}.${randomBytes(4).toString('hex')}@example.org`;
  return api.post('/users/sign-up/', {
    first_name: name,
    last_name: 'Feedreader',
    email,
    password: 'applicant-pass-1',
    confirm_password: 'applicant-pass-1',
  });
};

describe.each(BACKENDS)('the event feed (%s)', (deployment) => {
  let portal: InProcessPortal;
  let api: ApiClient;
  let admin: string;

  beforeAll(async () => {
    portal = await openPortal(deployment);
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
  }, 60_000);
  afterAll(() => ifSet(portal)?.stop());

  it('pages through every event exactly once, in global order, with ids and statuses only', async () => {
    const seen: PublicEvent[] = [];
    let after = '0';
    let pages = 0;
    // Follows `next` until a page comes back empty.
    const follow = async () => {
      for (;;) {
        const page = await api.get<FeedPage>(`/admin/feed/?after=${after}&limit=25`, admin);
        expect(page.status).toBe(200);
        if (pages === 1) {
          // Events appended while a reader pages through are met once, further on.
          expect((await signUp(api, 'Midway')).status).toBe(201);
        }
        pages++;
        if (page.body.results.length === 0) {
          expect(page.body.next).toBe(after);
          return;
        }
        expect(page.body.results.length).toBeLessThanOrEqual(25);
        seen.push(...page.body.results);
        after = page.body.next;
        expect(after).toBe(defined(page.body.results.at(-1), 'the last event of the page').position);
      }
    };
    const listed = async () => {
      const all = await api.get<AuditEvent[]>(
        `/admin/events?range=${encodeURIComponent('[0,999]')}&sort=${encodeURIComponent('["global_position","ASC"]')}`,
        admin,
      );
      const total = Number(
        defined(/\/(\d+)$/.exec(defined(all.headers.get('content-range'), 'a Content-Range header')), 'a total')[1],
      );
      expect(total).toBeLessThan(1000);
      return all.body.map((event) => event.id).sort();
    };
    const seenIds = () => seen.map((event) => event.id).sort();
    await follow();
    // The feed holds an event back while any transaction older than it is still open on the server (its
    // committed-only horizon, docs/architecture.md §3): beside other suites' databases that can be a moment, and the
    // worker may still append after the sign-up. So the reader follows on until it has met what the log
    // lists, as an integrator polling the feed would.
    const all = await eventually(async () => {
      const ids = await listed();
      if (isDeepStrictEqual(seenIds(), ids)) return ids;
      await follow();
      return null;
    }, 'the feed to reach every event the log lists');
    expect(seenIds()).toEqual(all);
    expect(new Set(seen.map((event) => event.id)).size).toBe(seen.length);
    const midway = defined(seen.filter((event) => event.type === 'UserRegistered').at(-1), 'a UserRegistered event');
    expect(Object.keys(midway.data).sort()).toEqual(['role', 'userId']);
    expect(JSON.stringify(seen)).not.toMatch(/Midway|Feedreader|@example\.org/);
  }, 60_000);

  it('answers an empty page at the head, and a clear 400 for a position past it that it never issued', async () => {
    let after = '0';
    const head = await eventually(async () => {
      const page = await api.get<FeedPage>(`/admin/feed/?after=${after}&limit=1000`, admin);
      expect(page.status).toBe(200);
      if (page.body.results.length === 0) return page.body;
      after = page.body.next;
      return null;
    }, 'the head of the feed');
    expect(head).toEqual({ results: [], next: after });
    for (const never of ['99999999-99999999', `${after.split('-')[0]}-99999999999`]) {
      const beyond = await api.get<{ detail: string; code: string }>(`/admin/feed/?after=${never}`, admin);
      expect(beyond.status).toBe(400);
      expect(beyond.body).toEqual({ detail: expect.stringContaining('never issued'), code: 'cursor_past_head' });
    }
  });

  it('refuses a malformed position or limit, and anyone but an admin', async () => {
    for (const query of ['after=12', 'after=abc', 'limit=0', 'limit=5000', 'since=1']) {
      const answer = await api.get<ValidationErrorBody>(`/admin/feed/?${query}`, admin);
      expect(answer.status).toBe(400);
      expect(Object.values(answer.body)[0]).toEqual([expect.objectContaining({ code: expect.any(String) })]);
    }
    const reviewer = await api.signIn('reviewer@example.org', 'demo-reviewer-2026');
    expect((await api.get('/admin/feed/', reviewer)).status).toBe(403);
    expect((await api.get('/admin/feed/')).status).toBe(401);
  });
});

describe('webhook endpoints (pglite)', () => {
  let portal: InProcessPortal;
  let api: ApiClient;
  let admin: string;
  const hook = { url: 'http://127.0.0.1:9/hooks', events: ['UserRegistered'], description: 'Mailing list' };

  beforeAll(async () => {
    // Retries give up after about 2 s here instead of 3 days, so the disabling can be watched.
    portal = await openPortal('pglite', {
      WEBHOOK_RETRY_BASE_MS: '100',
      WEBHOOK_RETRY_HOURS: '0.0005',
      WEBHOOK_TIMEOUT_MS: '500',
    });
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
  }, 60_000);
  afterAll(() => ifSet(portal)?.stop());

  it('shows the secret once, and manages the endpoint with GET, PATCH and DELETE', async () => {
    const created = await api.post<WebhookEndpointCreated>('/admin/webhooks/', hook, admin);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String), secret: expect.stringMatching(/^whsec_/) });
    const list = await api.get<WebhookEndpoint[]>('/admin/webhooks/', admin);
    expect(list.body).toEqual([
      expect.objectContaining({ ...hook, id: created.body.id, personal_data: false, enabled: true }),
    ]);
    expect(list.headers.get('content-range')).toBe('webhooks 0-0/1');
    const one = await api.get<WebhookEndpoint>(`/admin/webhooks/${created.body.id}/`, admin);
    expect(one.status).toBe(200);
    expect(JSON.stringify([list.body, one.body])).not.toContain(created.body.secret);
    const changed = await api.request<WebhookEndpoint>('PATCH', `/admin/webhooks/${created.body.id}/`, {
      json: { events: ['*'], enabled: false },
      token: admin,
    });
    expect(changed.body).toMatchObject({ events: ['*'], enabled: false, url: hook.url });
    const removed = await api.request('DELETE', `/admin/webhooks/${created.body.id}/`, { token: admin });
    expect(removed.status).toBe(200);
    expect((await api.get(`/admin/webhooks/${created.body.id}/`, admin)).status).toBe(404);
    expect((await api.get('/admin/webhooks/not-an-id/', admin)).status).toBe(404);
  });

  it('refuses an unknown event type, a bad URL or unknown fields with a 400 on the field, storing nothing', async () => {
    const cases: Array<[unknown, string]> = [
      [{ ...hook, events: ['UserRegistered', 'UserTeleported'] }, 'events'],
      [{ ...hook, events: ['*', 'UserRegistered'] }, 'events'],
      [{ ...hook, events: [] }, 'events'],
      [{ ...hook, url: 'not a url' }, 'url'],
      [{ ...hook, url: 'ftp://127.0.0.1/x' }, 'url'],
      [{ ...hook, secret: 'mine' }, 'non_field_errors'],
    ];
    for (const [body, field] of cases) {
      const answer = await api.post<ValidationErrorBody>('/admin/webhooks/', body, admin);
      expect(answer.status).toBe(400);
      expect(answer.body[field]).toEqual([
        expect.objectContaining({ message: expect.any(String), code: expect.any(String) }),
      ]);
    }
    expect(
      (await api.post<ValidationErrorBody>('/admin/webhooks/', { ...hook, events: ['UserTeleported'] }, admin)).body
        .events[0].message,
    ).toBe('Unknown event type. UserTeleported');
    expect((await api.get<WebhookEndpoint[]>('/admin/webhooks/', admin)).body).toEqual([]);
    const types = await api.get<{ results: string[] }>('/admin/webhooks/event-types/', admin);
    expect(types.body.results).toEqual(
      expect.arrayContaining(['UserRegistered', 'ApplicationSubmitted', 'PodsFormed']),
    );
  });
  it('disables an endpoint whose receiver fails past the retry horizon, keeps its events, and emails the admins', async () => {
    const created = await api.post<WebhookEndpointCreated>('/admin/webhooks/', hook, admin);
    expect((await signUp(api, 'Unheard')).status).toBe(201);
    const disabled = await arrived(async () => {
      const endpoint = (await api.get<WebhookEndpoint>(`/admin/webhooks/${created.body.id}/`, admin)).body;
      return endpoint.enabled ? null : endpoint;
    }, 'the endpoint disabled');
    expect(disabled.disabled_reason).toMatch(/failed \d+ times/);
    const [delivery] = (await api.get<WebhookDelivery[]>(`/admin/webhooks/${created.body.id}/deliveries/`, admin)).body;
    expect(delivery).toMatchObject({
      event_type: 'UserRegistered',
      status: 'failed',
      last_status_code: null,
      next_attempt_at: null,
    });
    expect(delivery.attempts).toBeGreaterThan(1);
    const email = await new FileMailbox(portal.dataDir).next({
      to: 'admin@example.org',
      subject: 'A webhook endpoint was disabled',
    });
    expect(email.text).toContain(hook.url);
    // Events keep queuing while it is off.
    expect((await signUp(api, 'Queued')).status).toBe(201);
    await arrived(async () => {
      const rows = (await api.get<WebhookDelivery[]>(`/admin/webhooks/${created.body.id}/deliveries/`, admin)).body;
      return rows.length === 2 && rows[0].status === 'pending' && rows[0].attempts === 0 ? rows : null;
    }, 'the next event queued behind the disabled endpoint');
    await api.request('DELETE', `/admin/webhooks/${created.body.id}/`, { token: admin });
  }, 60_000);
});

describe('webhook endpoints in production mode, on postgres (SSRF)', () => {
  let portal: InProcessPortal;
  let api: ApiClient;
  let admin: string;

  beforeAll(async () => {
    portal = await openPortal('postgres');
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
  }, 60_000);
  afterAll(() => ifSet(portal)?.stop());

  it.each([
    ['http://example.org/hooks', 'not_https'],
    ['https://127.0.0.1/hooks', 'private_address'],
    ['https://localhost/hooks', 'private_address'],
    ['https://10.1.2.3/hooks', 'private_address'],
    ['https://192.168.0.10/hooks', 'private_address'],
    ['https://169.254.169.254/latest/meta-data', 'private_address'],
    ['https://[::1]/hooks', 'private_address'],
    ['https://[::ffff:127.0.0.1]/hooks', 'private_address'],
    ['https://[::7f00:1]/hooks', 'private_address'],
    ['https://[64:ff9b::7f00:1]/hooks', 'private_address'],
    ['https://198.18.0.1/hooks', 'private_address'],
    ['https://[2002:7f00:1::1]/hooks', 'private_address'],
  ])('refuses %s', async (url, code) => {
    const answer = await api.post<ValidationErrorBody>('/admin/webhooks/', { url, events: ['*'] }, admin);
    expect(answer.status).toBe(400);
    expect(answer.body.url).toEqual([expect.objectContaining({ code })]);
    expect((await api.get<WebhookEndpoint[]>('/admin/webhooks/', admin)).body).toEqual([]);
  });

  it('accepts an https URL on a public address', async () => {
    const answer = await api.post('/admin/webhooks/', { url: 'https://93.184.215.14/hooks', events: ['*'] }, admin);
    expect(answer.status).toBe(201);
  });
});
