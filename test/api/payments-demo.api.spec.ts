import { type InProcessPortal, openPortal } from '../support/in-process-portal';
import { ifSet } from '../support/if-set';

/** With DATABASE_URL and no Stripe account, payments are off (the embedded demo's stand-in is in payments-demo.e2e.spec.ts). */
describe('card payments with no Stripe account configured, on postgres', () => {
  let portal: InProcessPortal;

  beforeAll(async () => {
    portal = await openPortal('postgres');
  }, 120_000);
  afterAll(() => ifSet(portal)?.stop());

  it('are off: no stand-in is served and the webhook does not exist', async () => {
    expect((await fetch(`${portal.baseUrl}/v1/checkout/sessions`, { method: 'POST' })).status).toBe(404);
    const webhook = await fetch(`${portal.baseUrl}/api/payments/webhook/`, { method: 'POST', body: '{}' });
    expect(webhook.status).toBe(404);
  });
});
