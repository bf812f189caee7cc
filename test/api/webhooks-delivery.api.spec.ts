import { createHmac } from 'node:crypto';
import { expect, vi } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { type AuditEvent, type WebhookDelivery, publicEventSchema } from '@portal/contracts';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { BACKENDS, type InProcessPortal, openPortal } from '../support/in-process-portal';
import { type Course, adminToken, fillProfile } from './applications-fixtures';
import { apply, freshCourse } from './enrollment-fixtures';
import { ApiClient } from './identity-client';
import { type Received, WebhookReceiver, arrived, docsVerifier } from './webhook-receiver';
import { ifSet } from '../support/if-set';
import { defined } from '../support/defined';

/** Short waits and a short timeout, so retries happen within a test; the outage is still a real one. */
const FAST_RETRIES = { WEBHOOK_RETRY_BASE_MS: '300', WEBHOOK_TIMEOUT_MS: '1500', WEBHOOK_PRIVATE_URLS: 'true' };

const verify = docsVerifier();

// The worker killed mid-delivery needs a worker process of its own: webhooks-delivery.e2e.spec.ts.
describe.each(BACKENDS)('webhooks delivered by the job runner (%s)', (deployment) => {
  let portal: InProcessPortal;
  let api: ApiClient;
  let admin: string;
  let course: Course;
  let receiver: WebhookReceiver;
  let endpoint: { id: string; secret: string };

  const deliveries = async () =>
    (await api.get<WebhookDelivery[]>(`/admin/webhooks/${endpoint.id}/deliveries/`, admin)).body;
  const deliveredOnce = async (eventId: string) =>
    (await deliveries()).find((row) => row.event_id === eventId && row.status === 'delivered');
  const eventIdOf = async (stream: string, type: string): Promise<string> => {
    const filter = encodeURIComponent(JSON.stringify({ stream_id: stream, type }));
    const found = await api.get<AuditEvent[]>(`/admin/events?filter=${filter}`, admin);
    return found.body[0].id;
  };

  beforeAll(async () => {
    portal = await openPortal(deployment, FAST_RETRIES);
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
    course = await freshCourse(api, admin);
    receiver = new WebhookReceiver();
    await receiver.start();
    const created = await api.post<{ id: string; secret: string }>(
      '/admin/webhooks/',
      { url: receiver.url, events: ['UserRegistered', 'ApplicationSubmitted'], description: 'CRM' },
      admin,
    );
    expect(created.status).toBe(201);
    endpoint = created.body;
  }, 120_000);
  afterAll(async () => {
    await ifSet(receiver)?.stop();
    await ifSet(portal)?.stop();
  });

  describe('a sign-up and an application submit', () => {
    let ada: TestApplicant;
    let signUp: Received;
    let submit: Received;

    beforeAll(async () => {
      ada = await newApplicant(portal, api, `Adaline${deployment}`);
      await fillProfile(api, ada.token);
      const applicationId = await apply(api, ada.token, course, 'student');
      signUp = await arrived(
        () => receiver.ofType('UserRegistered').find((request) => request.body.data.userId === ada.userId),
        'the sign-up at the receiver',
      );
      submit = await arrived(
        () =>
          receiver.ofType('ApplicationSubmitted').find((request) => request.body.data.applicationId === applicationId),
        'the submit at the receiver',
      );
    }, 90_000);

    it('reach the receiver in global order, signed so that the docs’ standardwebhooks example verifies them', () => {
      expect(receiver.received.indexOf(signUp)).toBeLessThan(receiver.received.indexOf(submit));
      expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]+={0,2}$/);
      for (const request of [signUp, submit]) {
        expect(verify(endpoint.secret, request)).toBe(true);
        expect(verify(`whsec_${Buffer.from('someone else’s key').toString('base64')}`, request)).toBe(false);
        expect(request.headers['webhook-id']).toBe(request.body.id);
        expect(request.headers['webhook-timestamp']).toMatch(/^\d{10}$/);
      }
      expect(verify(endpoint.secret, { ...signUp, raw: signUp.raw.replace('}', ' }') })).toBe(false);
    });

    it('keep the deprecated Portal-Event-Id and Portal-Signature headers for this season', () => {
      for (const request of [signUp, submit]) {
        expect(request.headers['portal-event-id']).toBe(request.body.id);
        const t = String(request.headers['webhook-timestamp']);
        const key = Buffer.from(endpoint.secret.slice('whsec_'.length), 'base64');
        const hex = createHmac('sha256', key).update(`${t}.${request.raw}`).digest('hex');
        expect(request.headers['portal-signature']).toBe(`t=${t},v1=${hex}`);
      }
    });

    it('carry the feed’s shape with ids and statuses, and no name or email', () => {
      expect(signUp.body).toEqual({
        id: expect.any(String),
        type: 'UserRegistered',
        stream: `user-${ada.userId}`,
        position: expect.stringMatching(/^\d+-\d+$/),
        occurred_at: expect.any(String),
        data: expect.objectContaining({ userId: ada.userId }),
      });
      expect(submit.body.data).toMatchObject({ courseId: course.id, role: 'student', userId: ada.userId });
      for (const request of receiver.received) {
        // One shape for the delivery body and the feed's items: the contract both are documented by.
        expect(publicEventSchema.safeParse(request.body).error).toBeUndefined();
        expect(request.raw).not.toContain(ada.email);
        expect(request.raw).not.toContain('Adaline');
        expect(request.raw).not.toContain('Applicant');
      }
    });

    it('lists them as delivered, with their attempts and status code', async () => {
      const rows = await deliveries();
      expect(rows).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            event_id: signUp.body.id,
            event_type: 'UserRegistered',
            status: 'delivered',
            attempts: 1,
            last_status_code: 200,
            next_attempt_at: null,
          }),
        ]),
      );
    });
  });

  it('keeps a slow, failing or redirecting receiver’s event and delivers it later, with one webhook-id', async () => {
    receiver.script = ['hang', 500, 'redirect'];
    const before = receiver.received.length;
    const bob = await newApplicant(portal, api, `Bobby${deployment}`);
    const delivered = await arrived(
      () => {
        const got = receiver.ofType('UserRegistered').filter((request) => request.body.data.userId === bob.userId);
        return got.length >= 4 ? got : null;
      },
      'four attempts for one sign-up',
      40_000,
    );
    expect(new Set(delivered.map((request) => request.headers['webhook-id'])).size).toBe(1);
    const row = await arrived(() => deliveredOnce(delivered[0].body.id), 'the delivery recorded as done');
    expect(row).toMatchObject({ attempts: 4, last_status_code: 200 });
    expect(receiver.received.length - before).toBeGreaterThanOrEqual(4);
  }, 60_000);

  it('delivers what happened while the receiver was down once it is back', async () => {
    await receiver.stop();
    const carol = await newApplicant(portal, api, `Carola${deployment}`);
    const eventId = await eventIdOf(`user-${carol.userId}`, 'UserRegistered');
    // A real outage: wait until the portal has failed at least twice against the closed port.
    await arrived(async () => {
      const row = (await deliveries()).find((delivery: { event_id: string }) => delivery.event_id === eventId);
      return row && row.attempts >= 2 && row.status === 'pending' && row.last_error ? row : null;
    }, 'failed attempts during the outage');
    await receiver.start();
    const got = await arrived(
      () => receiver.ofType('UserRegistered').find((request) => request.body.data.userId === carol.userId),
      'the delivery after the receiver came back',
    );
    expect(got.headers['webhook-id']).toBe(eventId);
    await arrived(() => deliveredOnce(eventId), 'the delivery recorded as done');
  }, 60_000);

  it('sends a test ping, and the same event again on redeliver', async () => {
    const ping = await api.post<{ event_id: string }>(`/admin/webhooks/${endpoint.id}/test/`, {}, admin);
    expect(ping.status).toBe(202);
    const pinged = await arrived(
      () => receiver.received.find((request) => request.body.id === ping.body.event_id),
      'the ping',
    );
    expect(publicEventSchema.safeParse(pinged.body).error).toBeUndefined();
    const done = defined(
      (await deliveries()).find((row) => row.event_type === 'UserRegistered' && row.status === 'delivered'),
      'a delivered UserRegistered',
    );
    const count = () => receiver.received.filter((request) => request.body.id === done.event_id).length;
    const already = count();
    const again = await api.post(`/admin/webhooks/${endpoint.id}/deliveries/${done.id}/redeliver/`, {}, admin);
    expect(again.status).toBe(202);
    expect(again.body).toMatchObject({ id: done.id, status: 'pending', attempts: 0 });
    await arrived(() => count() > already, 'the redelivery');
    const missing = await api.post(`/admin/webhooks/${endpoint.id}/deliveries/999999999/redeliver/`, {}, admin);
    expect(missing.status).toBe(404);
  }, 60_000);

  // Last: the rotation below changes the secret the deliveries above were signed with.
  it('signs every delivery so that the standardwebhooks library’s verify accepts it as it is', () => {
    expect(receiver.received.length).toBeGreaterThan(4);
    for (const request of receiver.received) {
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      // The library refuses a timestamp 5 minutes from now: each is checked at the time it was sent.
      vi.useFakeTimers({ now: Number(headers['webhook-timestamp']) * 1000, toFake: ['Date'] });
      try {
        expect(new Webhook(endpoint.secret).verify(request.raw, headers)).toEqual(JSON.parse(request.raw));
      } finally {
        vi.useRealTimers();
      }
    }
  });

  it('rotates the secret: for 24 hours both the old and the new one sign, and the log records when', async () => {
    const old = endpoint.secret;
    const rotated = await api.post<{ id: string; secret: string; previous_secret_expires_at: string }>(
      `/admin/webhooks/${endpoint.id}/rotate-secret/`,
      {},
      admin,
    );
    expect(rotated.status).toBe(201);
    expect(rotated.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(rotated.body.secret).not.toBe(old);
    const until = Date.parse(rotated.body.previous_secret_expires_at);
    expect(Math.abs(until - Date.now() - 24 * 60 * 60 * 1000)).toBeLessThan(60_000);
    const shown = await api.get<{ previous_secret_expires_at: string | null }>(
      `/admin/webhooks/${endpoint.id}/`,
      admin,
    );
    expect(shown.body.previous_secret_expires_at).toBe(rotated.body.previous_secret_expires_at);
    expect(JSON.stringify(shown.body)).not.toContain(rotated.body.secret.slice(6));

    const ping = await api.post<{ event_id: string }>(`/admin/webhooks/${endpoint.id}/test/`, {}, admin);
    const pinged = await arrived(
      () => receiver.received.find((request) => request.body.id === ping.body.event_id),
      'the ping after the rotation',
    );
    expect(String(pinged.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verify(rotated.body.secret, pinged)).toBe(true);
    expect(verify(old, pinged)).toBe(true);

    const filter = encodeURIComponent(JSON.stringify({ stream_id: `webhook-endpoint-${endpoint.id}` }));
    const history = await api.get<AuditEvent[]>(`/admin/events?filter=${filter}`, admin);
    expect(history.body.map((event) => event.type)).toEqual(['WebhookSecretRotated']);
    expect(JSON.stringify(history.body)).not.toContain(rotated.body.secret.slice(6));
    expect(JSON.stringify(history.body)).not.toContain(old.slice(6));
    endpoint = rotated.body;
  });

  it('answers 404 when rotating the secret of no endpoint', async () => {
    const missing = await api.post('/admin/webhooks/5b0c8f0e-3c1d-4a55-9a57-0f0b6a1f2f61/rotate-secret/', {}, admin);
    expect(missing.status).toBe(404);
  });
});
