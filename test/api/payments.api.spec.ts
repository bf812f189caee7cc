import { expect } from 'vitest';
import { type StripeStandIn, startStripeStandIn } from '../../apps/api/src/demo-providers/stripe/stripe-stand-in';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { FileMailbox } from '../support/mailbox';
import { BACKENDS, type InProcessPortal, openPortal } from '../support/in-process-portal';
import { fillProfile } from './applications-fixtures';
import { EXPLANATION } from './enrollment-fixtures';
import { ApiClient } from './identity-client';
import { PaymentsBench } from './payments-fixtures';
import { ifSet } from '../support/if-set';
import type { z } from 'zod';
import type { DetailErrorBody, ValidationErrorBody, feeBreakdownSchema } from '@portal/contracts';

const settle = () => new Promise((done) => setTimeout(done, 1_500));

/** Card payments end to end: the portal's real Stripe SDK against the Stripe stand-in on loopback. */
type FeeBreakdown = z.infer<typeof feeBreakdownSchema>;

describe.each(BACKENDS)('card payments, served %s', (deployment) => {
  let stripe: StripeStandIn;
  let portal: InProcessPortal;
  let bench: PaymentsBench;
  let mail: FileMailbox;
  let ada: TestApplicant;
  let bob: TestApplicant;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    portal = await openPortal(deployment, stripe.portalEnv());
    stripe.deliverWebhooksTo(`${portal.baseUrl}/api/payments/webhook/`);
    const api = new ApiClient(portal.baseUrl);
    bench = new PaymentsBench(portal, api, stripe);
    await bench.signInStaff();
    mail = new FileMailbox(portal.dataDir);
    ada = await newApplicant(portal, api, 'Ada');
    bob = await newApplicant(portal, api, 'Bob');
    await fillProfile(api, ada.token);
    await fillProfile(api, bob.token);
  }, 180_000);
  afterAll(async () => {
    await ifSet(portal)?.stop();
    await ifSet(stripe)?.close();
  });

  const paymentEmails = async (applicant: TestApplicant) =>
    (await mail.messages()).filter(
      (email) => email.to.includes(applicant.email) && /^Payment received/.test(email.subject),
    );

  it('takes the fee the server computed through hosted checkout: paid, one receipt, one email', async () => {
    const id = await bench.offeredApplication(ada);
    const fee = (await bench.api.get<FeeBreakdown>(`/courses/student-applications/${id}/fee/`, ada.token)).body;
    // Without pay what you can, an amount sent by the client is not what is charged.
    const opened = await bench.openSession(ada, id, { amount: 200 });
    expect(opened.status).toBe(201);
    expect(opened.body).toEqual({ session_id: expect.stringMatching(/^cs_test_/), url: expect.any(String) });
    const again = await bench.openSession(ada, id, { amount: 200 });
    expect(again.body.session_id).toBe(opened.body.session_id);
    expect(stripe.account.session(opened.body.session_id)).toMatchObject({
      amount_total: fee.total_cents,
      currency: 'usd',
      client_reference_id: id,
      metadata: { application_id: id, user_id: ada.userId },
    });

    const page = await fetch(opened.body.url);
    expect(await page.text()).toContain('Demo Stripe (stand-in)');
    const paid = await fetch(opened.body.url, { method: 'POST', redirect: 'manual' });
    expect(paid.headers.get('location')).toBe(
      `${portal.baseUrl}/course/${id}?type=student&paid=${opened.body.session_id}`,
    );
    expect(stripe.deliveries.at(-1)).toMatchObject({ type: 'checkout.session.completed', status: 200 });

    expect(await bench.application(ada, id)).toMatchObject({ status: 'paid', wants_to_enroll: true });
    const receipts = await bench.receipts(ada);
    expect(receipts).toEqual([
      {
        created: expect.any(String),
        amount: fee.total,
        receipt_url: expect.stringContaining('/demo/stripe/receipts/'),
      },
    ]);
    const email = await mail.next({ to: ada.email, subject: 'Payment received' });
    expect(email.text).toContain(`We received your payment of ${fee.total} USD`);
    expect(email.text).toContain(receipts[0].receipt_url);
    await settle();
    expect(await paymentEmails(ada)).toHaveLength(1);
  });

  it('charges the reduced fee after the hardship steps, then marks the student paid', async () => {
    const cara = await newApplicant(portal, bench.api, 'Cara');
    await fillProfile(bench.api, cara.token);
    const id = await bench.offeredApplication(cara);
    const path = `/courses/student-applications/${id}/`;
    const fullFee = (await bench.api.get<FeeBreakdown>(`${path}fee/`, cara.token)).body;
    const funding = { funding: 'yes_funded', explanation: EXPLANATION };
    expect((await bench.api.post(`${path}funding/`, funding, cara.token)).status).toBe(200);
    const hardship = await bench.api.post(`${path}hardship/`, { hardship: true, explanation: EXPLANATION }, cara.token);
    expect(hardship.status).toBe(200);
    const reduced = (await bench.api.get<FeeBreakdown>(`${path}fee/`, cara.token)).body;
    expect(reduced.total_cents).toBeLessThan(fullFee.total_cents);
    const opened = await bench.openSession(cara, id);
    expect(stripe.account.session(opened.body.session_id)).toMatchObject({ amount_total: reduced.total_cents });
    await fetch(opened.body.url, { method: 'POST', redirect: 'manual' });
    expect(await bench.application(cara, id)).toMatchObject({ status: 'paid', wants_to_enroll: true });
    expect((await bench.receipts(cara)).map((receipt) => receipt.amount)).toContain(reduced.total);
  });

  it('records one payment, one receipt and one email for a webhook delivered 5 times at once, and again late', async () => {
    const id = await bench.offeredApplication(bob);
    const opened = await bench.openSession(bob, id);
    const payload = bench.payQuietly(opened.body.session_id);
    const deliveries = await Promise.all(Array.from({ length: 5 }, () => bench.deliver(payload)));
    expect(deliveries.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await bench.application(bob, id)).toMatchObject({ status: 'paid', wants_to_enroll: true });
    await mail.next({ to: bob.email, subject: 'Payment received' });

    // Late and out of order: the same event again, another event about the same paid checkout, and
    // its expiry notice arriving after the payment.
    const completed = JSON.parse(payload) as { id: string };

    const another = { ...completed, id: `${completed.id}_again`, type: 'checkout.session.async_payment_succeeded' };
    const expired = { ...completed, id: `${completed.id}_expired`, type: 'checkout.session.expired' };
    for (const late of [payload, JSON.stringify(another), JSON.stringify(expired)])
      expect((await bench.deliver(late)).status).toBe(200);

    await settle();
    expect(await bench.receipts(bob)).toHaveLength(1);
    expect(await paymentEmails(bob)).toHaveLength(1);
    expect(await bench.application(bob, id)).toMatchObject({ status: 'paid' });
  });

  it('refuses a webhook with a bad or missing signature with 400 and records nothing', async () => {
    const id = await bench.offeredApplication(ada);
    const opened = await bench.openSession(ada, id);
    const payload = bench.payQuietly(opened.body.session_id);
    const before = await bench.receipts(ada);

    const forged = await bench.deliver(payload, 'whsec_not_the_portals');
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({ detail: expect.any(String), code: 'invalid_signature' });
    expect((await bench.webhook(payload, {})).status).toBe(400);
    const tampered = payload.replace(/"amount_total":\d+/, '"amount_total":50');
    expect(tampered).not.toBe(payload);
    const signature = bench.sdk.webhooks.generateTestHeaderString({ payload, secret: stripe.webhookSecret });
    expect((await bench.webhook(tampered, { 'stripe-signature': signature })).status).toBe(400);

    expect(await bench.application(ada, id)).toMatchObject({ status: 'accepted' });
    expect(await bench.receipts(ada)).toEqual(before);
    // The same event, properly signed, is then recorded: the refusals left no claim behind.
    expect((await bench.deliver(payload)).status).toBe(200);
    expect(await bench.application(ada, id)).toMatchObject({ status: 'paid' });
  });

  it.each(['success_url', 'cancel_url'])('refuses a %s on another site with 400 on that field', async (field) => {
    const id = await bench.offeredApplication(bob);
    const response = await bench.openSession<ValidationErrorBody>(bob, id, { [field]: 'https://evil.example/thanks' });
    expect(response.status).toBe(400);
    expect(response.body[field][0]).toEqual({
      message: 'The return address must be a page of this portal.',
      code: 'invalid',
    });
  });

  it('answers 404 for another applicant’s application, and 400 for an application with no open offer', async () => {
    const id = await bench.offeredApplication(ada);
    expect((await bench.openSession(bob, id)).status).toBe(404);
    expect((await bench.openSession(bob, 'no-such-application')).status).toBe(404);
    const applied = await bench.submittedApplication(bob);
    const refused = await bench.openSession<DetailErrorBody>(bob, applied);
    expect([refused.status, refused.body.code]).toEqual([400, 'not_allowed']);
  });

  it('charges a pay-what-you-can amount only inside its bounds', async () => {
    const id = await bench.offeredApplication(bob, { payWhatYouCan: true, steps: 'reduced-fee' });
    const fee = (await bench.api.get<FeeBreakdown>(`/courses/student-applications/${id}/fee/`, bob.token)).body;
    for (const [amount, code] of [
      [100, 'min_value'],
      [250, 'invalid'],
    ] as const) {
      const refused = await bench.openSession<ValidationErrorBody>(bob, id, { amount });
      expect(refused.status).toBe(400);
      expect(refused.body.amount[0].code).toBe(code);
    }
    const above = await bench.openSession<DetailErrorBody>(bob, id, { amount: fee.total_cents + 100 });
    expect([above.status, above.body.code]).toEqual([400, 'amount_above_fee']);
    const chosen = await bench.openSession(bob, id, { amount: 500 });
    expect(chosen.status).toBe(201);
    expect(stripe.account.session(chosen.body.session_id)?.amount_total).toBe(500);
  });
});
