import type { Decider, DomainEvent } from '../shared/decider';

/**
 * A Stripe Checkout Session the portal opened, on its own stream `checkout-session-{sessionId}`. The
 * webhook trusts only sessions recorded here, and pays the application recorded here (not whatever
 * the session's metadata says). A double click gets the same session from Stripe (idempotency key),
 * so recording it twice is a no-op.
 */
export type CheckoutSessionCreated = DomainEvent<
  'CheckoutSessionCreated',
  {
    sessionId: string;
    applicationId: string;
    userId: string;
    amountCents: number;
    currency: string;
    /** True when the applicant chose the amount (pay what you can) rather than paying the fee. */
    payWhatYouCan: boolean;
    createdAt: string;
  }
>;

export type CheckoutSessionEvent = CheckoutSessionCreated;

export type CheckoutSessionCommand = {
  type: 'RecordCheckoutSession';
  sessionId: string;
  applicationId: string;
  userId: string;
  amountCents: number;
  currency: string;
  payWhatYouCan: boolean;
  now: Date;
};

export type CheckoutSessionState =
  { status: 'none' } | { status: 'created'; session: Omit<CheckoutSessionCreated['data'], 'createdAt'> };

export const checkoutSessionStreamId = (sessionId: string): string => `checkout-session-${sessionId}`;

export const checkoutSessionDecider: Decider<CheckoutSessionCommand, CheckoutSessionEvent, CheckoutSessionState> = {
  eventTypes: { CheckoutSessionCreated: true },
  initialState: () => ({ status: 'none' }),

  // One event and one command: no switch on their type until a second one comes (then with assertNever).
  evolve(_state, event) {
    const { createdAt: _createdAt, ...session } = event.data;
    return { status: 'created', session };
  },

  decide(command, state) {
    if (state.status === 'created') return [];
    const { type: _type, now, ...session } = command;
    return [{ type: 'CheckoutSessionCreated', data: { ...session, createdAt: now.toISOString() } }];
  },
};
