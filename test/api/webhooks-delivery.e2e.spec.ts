import { expect } from 'vitest';
import type { WebhookDelivery } from '@portal/contracts';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { adminToken } from './applications-fixtures';
import { ApiClient } from './identity-client';
import { WebhookReceiver, arrived } from './webhook-receiver';
import { ifSet } from '../support/if-set';

/** Short waits and a short timeout, so retries happen within a test. */
const FAST_RETRIES = { WEBHOOK_RETRY_BASE_MS: '300', WEBHOOK_TIMEOUT_MS: '1500', WEBHOOK_PRIVATE_URLS: 'true' };

// Needs a built process: it kills the production worker with SIGKILL mid-delivery and starts a new one.
describe('webhooks delivered by the worker (production)', () => {
  let portal: RunningPortal;
  let api: ApiClient;
  let admin: string;
  let receiver: WebhookReceiver;
  let endpoint: { id: string; secret: string };

  const deliveredOnce = async (eventId: string) =>
    (await api.get<WebhookDelivery[]>(`/admin/webhooks/${endpoint.id}/deliveries/`, admin)).body.find(
      (row) => row.event_id === eventId && row.status === 'delivered',
    );

  beforeAll(async () => {
    portal = await startPortal('production', FAST_RETRIES);
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
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

  it('delivers an event whose worker was killed with SIGKILL mid-delivery', async () => {
    receiver.script = ['hang'];
    let killed: { eventId: string; done: Promise<void> } | null = null;
    receiver.onRequest = (request) => {
      if (!killed) killed = { eventId: request.body.id, done: portal.killWorker() };
    };
    // A bare sign-up: its verification email would need the worker this test kills.
    const email = `dorothea.${Date.now()}@example.org`;
    const password = 'applicant-pass-1';
    const signUp = await api.post('/users/sign-up/', {
      first_name: 'Dorothea',
      last_name: 'Applicant',
      email,
      password,
      confirm_password: password,
    });
    expect(signUp.status).toBe(201);
    const kill = await arrived(() => killed, 'the worker killed mid-delivery');
    await kill.done;
    receiver.onRequest = null;
    portal.restartWorker();
    const got = await arrived(
      () => {
        const all = receiver.received.filter((request) => request.body.id === kill.eventId);
        return all.length >= 2 ? all : null;
      },
      'the delivery after the restart',
      40_000,
    );
    expect(got.every((request) => request.headers['webhook-id'] === kill.eventId)).toBe(true);
    await arrived(() => deliveredOnce(kill.eventId), 'the delivery recorded as done', 30_000);
    expect(receiver.received.some((request) => request.raw.includes(email))).toBe(false);
  }, 90_000);
});
