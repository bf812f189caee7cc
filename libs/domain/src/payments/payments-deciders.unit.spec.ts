import { specFor } from '../shared/testing/given-when-then';
import { type CheckoutSessionEvent, checkoutSessionDecider } from './checkout-session';
import { stripeEventClaimDecider } from './stripe-event-claim';

const now = new Date('2026-05-01T10:00:00Z');
const session = {
  sessionId: 'cs_test_1',
  applicationId: 'app-1',
  userId: 'user-1',
  amountCents: 104_450,
  currency: 'usd',
  payWhatYouCan: false,
};
const created: CheckoutSessionEvent = {
  type: 'CheckoutSessionCreated',
  data: { ...session, createdAt: now.toISOString() },
};

describe('a checkout session', () => {
  const checkout = specFor(checkoutSessionDecider);

  it('is recorded once', () => {
    checkout([])
      .when({ type: 'RecordCheckoutSession', ...session, now })
      .then([created]);
  });

  it('recorded again (the same session for a double click) changes nothing', () => {
    checkout([created])
      .when({ type: 'RecordCheckoutSession', ...session, now })
      .then([]);
  });
});

describe('a Stripe event', () => {
  const claim = specFor(stripeEventClaimDecider);
  const command = {
    type: 'ClaimStripeEvent',
    stripeEventId: 'evt_1',
    stripeEventType: 'checkout.session.completed',
    now,
  } as const;
  const handled = {
    type: 'StripeEventHandled',
    data: { stripeEventId: 'evt_1', stripeEventType: 'checkout.session.completed', handledAt: now.toISOString() },
  } as const;

  it('is handled the first time it is delivered', () => {
    claim([]).when(command).then([handled]);
  });

  it('delivered again is not handled again', () => {
    claim([handled]).when(command).then([]);
  });
});
