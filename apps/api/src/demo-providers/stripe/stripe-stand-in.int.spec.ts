import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { type StripeStandIn, startStripeStandIn } from './stripe-stand-in';
import { present } from '../../testing/typed-expect';

/** The real SDK against the stand-in, as the portal uses it; webhooks land on a loopback receiver. */
let standIn: StripeStandIn;
let stripe: Stripe;
let receiver: Server;
const received: Array<{ body: string; signature: string }> = [];

beforeAll(async () => {
  standIn = await startStripeStandIn();
  const url = new URL(standIn.url);
  stripe = new Stripe(standIn.secretKey, {
    host: url.hostname,
    port: url.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ body, signature: String(req.headers['stripe-signature']) });
      res.end('{}');
    });
  });
  await new Promise<void>((listening) => receiver.listen(0, '127.0.0.1', () => listening()));
  standIn.deliverWebhooksTo(`http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhook`);
});
afterAll(async () => {
  await standIn.close();
  await new Promise((closed) => receiver.close(closed));
});

const params = (amount = 94_000): Stripe.Checkout.SessionCreateParams => ({
  mode: 'payment',
  client_reference_id: 'app-1',
  line_items: [
    { quantity: 1, price_data: { currency: 'usd', unit_amount: amount, product_data: { name: 'Course fee' } } },
  ],
  metadata: { application_id: 'app-1', user_id: 'user-1' },
  success_url: 'http://portal.test/course/app-1?session_id={CHECKOUT_SESSION_ID}',
  cancel_url: 'http://portal.test/course/app-1',
});

describe('the Stripe stand-in', () => {
  it('opens a checkout session from the SDK’s form-encoded request, and reads it back', async () => {
    const session = await stripe.checkout.sessions.create(params());
    expect(session).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 94_000,
      currency: 'usd',
      client_reference_id: 'app-1',
      metadata: { application_id: 'app-1', user_id: 'user-1' },
      url: `${standIn.url}/demo/stripe/pay/${session.id}`,
    });
    expect((await stripe.checkout.sessions.retrieve(session.id)).id).toBe(session.id);
  });

  it('answers the same session to the same idempotency key, and refuses the key with other parameters', async () => {
    const first = await stripe.checkout.sessions.create(params(), { idempotencyKey: 'double-click' });
    const again = await stripe.checkout.sessions.create(params(), { idempotencyKey: 'double-click' });
    expect(again.id).toBe(first.id);
    await expect(
      stripe.checkout.sessions.create(params(5_000), { idempotencyKey: 'double-click' }),
    ).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
    });
  });

  it('refuses a wrong secret key and an unknown session as Stripe does', async () => {
    const url = new URL(standIn.url);
    const stranger = new Stripe('sk_test_wrong', {
      host: url.hostname,
      port: url.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    await expect(stranger.checkout.sessions.create(params())).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
    });
    await expect(stripe.checkout.sessions.retrieve('cs_test_nope')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
    });
  });

  it('shows a hosted page marked as the demo stand-in, whose Pay sends a signed webhook and goes back', async () => {
    const session = await stripe.checkout.sessions.create(params());
    const url = present(session.url, 'a hosted page');
    const page = await (await fetch(url)).text();
    expect(page).toContain('<h1>Demo Stripe (stand-in)</h1>');
    expect(page).toContain('940.00 USD');
    const paid = await fetch(url, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://portal.test/course/app-1?session_id=${session.id}`);
    const delivery = present(received.at(-1), 'a webhook delivery');
    const event = stripe.webhooks.constructEvent(delivery.body, delivery.signature, standIn.webhookSecret);
    expect(event.type).toBe('checkout.session.completed');
    const completed = event.data.object as Stripe.Checkout.Session;
    expect(completed).toMatchObject({
      id: session.id,
      status: 'complete',
      payment_status: 'paid',
      amount_total: 94_000,
    });
    const intent = await stripe.paymentIntents.retrieve(completed.payment_intent as string, {
      expand: ['latest_charge'],
    });
    const receipt = present((intent.latest_charge as Stripe.Charge).receipt_url, 'a receipt');
    expect(await (await fetch(receipt)).text()).toContain('Paid 940.00 USD');
    expect(standIn.deliveries.at(-1)).toMatchObject({ eventId: event.id, status: 200 });
  });

  it('signs as Stripe does, so the SDK’s own test signature and the stand-in’s agree', () => {
    const payload = JSON.stringify({ id: 'evt_1', object: 'event' });
    const timestamp = Math.floor(Date.now() / 1000);
    const sdk = stripe.webhooks.generateTestHeaderString({ payload, secret: standIn.webhookSecret, timestamp });
    expect(standIn.sign(payload, timestamp)).toBe(sdk);
  });
});

describe('the Stripe stand-in, when the portal fails a delivery', () => {
  let flaky: StripeStandIn;
  let failing: Server;
  let answers = [502, 503];
  beforeAll(async () => {
    flaky = await startStripeStandIn({ webhookRetryDelaysMs: [50, 100, 200] });
    failing = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.statusCode = answers.shift() ?? 200;
        res.end('{}');
      });
    });
    await new Promise<void>((listening) => failing.listen(0, '127.0.0.1', () => listening()));
    flaky.deliverWebhooksTo(`http://127.0.0.1:${(failing.address() as AddressInfo).port}/webhook`);
  });
  afterAll(async () => {
    await flaky.close();
    await new Promise((closed) => failing.close(closed));
  });

  it('delivers the same event again with backoff until the portal answers 2xx, as Stripe does', async () => {
    answers = [502, 503];
    const url = new URL(flaky.url);
    const client = new Stripe(flaky.secretKey, { host: url.hostname, port: url.port, protocol: 'http' });
    const session = await client.checkout.sessions.create(params());
    await fetch(present(session.url, 'a hosted page'), { method: 'POST', redirect: 'manual' });
    const deadline = Date.now() + 10_000;
    while (!flaky.deliveries.some((delivery) => delivery.status === 200)) {
      if (Date.now() > deadline) throw new Error('no delivery was accepted');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(flaky.deliveries.map((delivery) => delivery.status)).toEqual([502, 503, 200]);
    expect(new Set(flaky.deliveries.map((delivery) => delivery.eventId)).size).toBe(1);
  });
});
