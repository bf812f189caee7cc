import { expect } from 'vitest';
import type { StripeStandIn } from '../../apps/api/src/demo-providers/stripe/stripe-stand-in';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { ifSet } from '../support/if-set';
import { fillProfile } from './applications-fixtures';
import { ApiClient } from './identity-client';
import { PaymentsBench } from './payments-fixtures';

/** Nothing of the loopback stand-in is used here: the embedded portal serves its own. */
const NO_STAND_IN = {} as StripeStandIn;

// The portal's Stripe client calls the stand-in the portal itself serves over a real socket: a listening process only.
describe('the portal’s own origin, in the embedded default, for a payment', () => {
  let portal: RunningPortal;
  let api: ApiClient;
  let bench: PaymentsBench;
  let ada: TestApplicant;
  let port: string;

  beforeAll(async () => {
    portal = await startPortal('embedded');
    api = new ApiClient(portal.baseUrl);
    port = new URL(portal.baseUrl).port;
    bench = new PaymentsBench(portal, api, NO_STAND_IN);
    await bench.signInStaff();
    ada = await newApplicant(portal, api, 'Ada');
    await fillProfile(api, ada.token);
  }, 120_000);
  afterAll(() => ifSet(portal)?.stop());

  it.each(['127.0.0.1', 'localhost'])('takes a payment begun on %s back to that same origin', async (name) => {
    const origin = `http://${name}:${port}`;
    const id = await bench.offeredApplication(ada);
    const page = `${origin}/course/${id}?type=student`;
    const opened = await bench.openSession(ada, id, {
      success_url: `${page}&paid={CHECKOUT_SESSION_ID}`,
      cancel_url: page,
    });
    expect([opened.status, opened.status === 201 ? '' : opened.text]).toEqual([201, '']);
    // The hosted page is on the origin the payment returns to, so its form may send the browser there.
    const checkout = new URL(opened.body.url);
    expect(checkout.origin).toBe(origin);
    const paid = await fetch(new URL(checkout.pathname, portal.baseUrl), { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(new URL(paid.headers.get('location') ?? '').origin).toBe(origin);
  });
});
