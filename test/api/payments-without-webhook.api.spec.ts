import { expect, vi } from 'vitest';
import type { CheckoutConfirmation, PaymentSessionView } from '@portal/contracts';
import { type StripeStandIn, startStripeStandIn } from '../../apps/api/src/demo-providers/stripe/stripe-stand-in';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { freePort } from '../support/free-port';
import { ifSet } from '../support/if-set';
import { BACKENDS, type InProcessPortal, openPortal } from '../support/in-process-portal';
import { fillProfile } from './applications-fixtures';
import { ApiClient, type ApiResponse } from './identity-client';
import { PaymentsBench } from './payments-fixtures';

/**
 * Stripe completed the payment but its one webhook delivery failed (the portal killed mid-request, its
 * database restarting): the payment is recorded all the same, by the browser's return to success_url
 * and, for a payer who never comes back, by the periodic reconciliation.
 */
describe.each(BACKENDS)('a paid checkout whose webhook never arrives, served %s', (deployment) => {
  let stripe: StripeStandIn;
  let portal: InProcessPortal;
  let bench: PaymentsBench;
  let ada: TestApplicant;
  let bob: TestApplicant;

  beforeAll(async () => {
    // No redeliveries: the webhook path is shut for the whole test.
    stripe = await startStripeStandIn({ webhookRetryDelaysMs: [] });
    portal = await openPortal(deployment, { ...stripe.portalEnv(), CHECKOUT_RECONCILE_AFTER_SECONDS: '8' });
    // Nothing listens there: every delivery fails, as Stripe's did against a dead API process.
    stripe.deliverWebhooksTo(`http://127.0.0.1:${await freePort()}/api/payments/webhook/`);
    const api = new ApiClient(portal.baseUrl);
    bench = new PaymentsBench(portal, api, stripe);
    await bench.signInStaff();
    ada = await newApplicant(portal, api, 'Ada');
    bob = await newApplicant(portal, api, 'Bob');
    await fillProfile(api, ada.token);
    await fillProfile(api, bob.token);
  }, 180_000);
  afterAll(async () => {
    await ifSet(portal)?.stop();
    await ifSet(stripe)?.close();
  });

  const confirm = (applicant: TestApplicant, sessionId: string) =>
    bench.api.post<CheckoutConfirmation>(`/payments/session/${sessionId}/confirm/`, {}, applicant.token);

  it('records the payment when the payer returns to success_url, once however often it is called', async () => {
    const id = await bench.offeredApplication(ada);
    const opened = await bench.openSession(ada, id);
    expect((await confirm(ada, opened.body.session_id)).body).toEqual({
      session_id: opened.body.session_id,
      paid: false,
    });
    // Paid through the hosted page: its webhook delivery fails.
    const paid = await fetch(opened.body.url, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(stripe.deliveries.at(-1)).toMatchObject({ status: 'unreachable' });
    const answers = await Promise.all([confirm(ada, opened.body.session_id), confirm(ada, opened.body.session_id)]);
    expect(answers.map((answer) => [answer.status, answer.body])).toEqual([
      [200, { session_id: opened.body.session_id, paid: true }],
      [200, { session_id: opened.body.session_id, paid: true }],
    ]);
    expect(await bench.application(ada, id)).toMatchObject({ status: 'paid' });
    expect(await bench.receipts(ada)).toHaveLength(1);
  });

  it('answers 404 for another person’s session and for one the portal never opened', async () => {
    const id = await bench.offeredApplication(ada);
    const opened = await bench.openSession(ada, id);
    expect((await confirm(bob, opened.body.session_id)).status).toBe(404);
    expect((await confirm(ada, 'cs_test_not_ours')).status).toBe(404);
  });

  it('records a paid session whose payer never came back, by the periodic reconciliation', async () => {
    const id = await bench.offeredApplication(bob);
    // The session is opened on a clock set back past CHECKOUT_RECONCILE_AFTER_SECONDS, so it is old
    // enough for the next pass at once: its age is the database's now() less the creation time this
    // process stamps, and only the latter is this test's to move (the passes keep their real interval).
    vi.useFakeTimers({ toFake: ['Date'] });
    let opened: ApiResponse<PaymentSessionView>;
    try {
      vi.setSystemTime(Date.now() - 10_000);
      opened = await bench.openSession(bob, id);
    } finally {
      vi.useRealTimers();
    }
    expect(opened.status).toBe(201);
    bench.payQuietly(opened.body.session_id);
    const deadline = Date.now() + 60_000;
    while ((await bench.application(bob, id)).status !== 'paid') {
      if (Date.now() > deadline) throw new Error('the paid session was not reconciled within a minute');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(await bench.receipts(bob)).toHaveLength(1);
  }, 90_000);
});
