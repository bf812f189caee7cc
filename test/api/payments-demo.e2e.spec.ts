import type { StripeStandIn } from '../../apps/api/src/demo-providers/stripe/stripe-stand-in';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { fillProfile } from './applications-fixtures';
import { ApiClient } from './identity-client';
import { PaymentsBench } from './payments-fixtures';
import { ifSet } from '../support/if-set';

/** Nothing of the loopback stand-in is used here: the portal serves its own, or none. */
const NO_STAND_IN = {} as StripeStandIn;

// Built process: the portal's own Stripe stand-in is reached by the Stripe SDK over a real socket on PORT, which inject does not listen on.
describe('card payments with no Stripe account configured, in the embedded demo', () => {
  let portal: RunningPortal;
  let bench: PaymentsBench;
  let ada: TestApplicant;

  beforeAll(async () => {
    portal = await startPortal('embedded');
    const api = new ApiClient(portal.baseUrl);
    bench = new PaymentsBench(portal, api, NO_STAND_IN);
    await bench.signInStaff();
    ada = await newApplicant(portal, api, 'Ada');
    await fillProfile(api, ada.token);
  }, 120_000);
  afterAll(() => ifSet(portal)?.stop());

  it('go through the portal’s own Stripe stand-in, marked as a demo, end to end', async () => {
    const id = await bench.offeredApplication(ada);
    const opened = await bench.openSession(ada, id);
    expect(opened.status).toBe(201);
    // On the origin the payment returns to (the bench's, 127.0.0.1), not a fixed `localhost`.
    expect(opened.body.url).toMatch(new RegExp(`^${portal.baseUrl}/demo/stripe/pay/cs_test_`));
    const checkout = new URL(new URL(opened.body.url).pathname, portal.baseUrl);
    expect(await (await fetch(checkout)).text()).toContain('<h1>Demo Stripe (stand-in)</h1>');
    const paid = await fetch(checkout, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(await bench.application(ada, id)).toMatchObject({ status: 'paid', wants_to_enroll: true });
    expect(await bench.receipts(ada)).toHaveLength(1);
  });
});
