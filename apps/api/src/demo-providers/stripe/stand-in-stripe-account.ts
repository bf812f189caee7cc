import { createHash, randomBytes } from 'node:crypto';

/** The parts of Stripe's objects the portal reads, in Stripe's own field names. */
export interface CheckoutSessionObject {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string | null;
  url: string | null;
  created: number;
  expires_at: number;
  livemode: false;
}

export interface StripeEventObject {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: CheckoutSessionObject };
}

export interface ChargeObject {
  id: string;
  object: 'charge';
  amount: number;
  currency: string;
  paid: true;
  receipt_url: string;
}

export interface PaymentIntentObject {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'succeeded';
  latest_charge: string;
}

/** What the create call was asked for, checked by the API router. */
export interface NewCheckoutSession {
  amountCents: number;
  currency: string;
  productName: string;
  clientReferenceId: string | null;
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string | null;
}

const SESSION_LIFETIME_SECONDS = 24 * 3600;
const API_VERSION = '2026-10-28.endive';
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * One demo Stripe account in memory: its checkout sessions, payments and the idempotency keys of
 * 24 hours, as Stripe keeps them. Nothing survives a restart; it is a stand-in, not a ledger.
 */
export class StandInStripeAccount {
  private readonly sessions = new Map<string, CheckoutSessionObject>();
  private readonly paymentIntents = new Map<string, PaymentIntentObject>();
  private readonly charges = new Map<string, ChargeObject>();
  private readonly idempotent = new Map<string, { fingerprint: string; sessionId: string }>();
  /** What the hosted page shows as the item bought (Stripe keeps it on the session's line items). */
  private readonly productNames = new Map<string, string>();

  /** `siteUrl` is given the session's return address: the hosted pages may follow the portal's origin. */
  constructor(private readonly siteUrl: (returnUrl: string) => string) {}

  /**
   * A new session, or the one first created with this idempotency key; the same key with other
   * parameters is refused (`null`), as Stripe answers an idempotency_error.
   */
  createSession(
    request: NewCheckoutSession,
    idempotencyKey: string | undefined,
  ): { session: CheckoutSessionObject; replayed: boolean } | null {
    const fingerprint = createHash('sha256').update(JSON.stringify(request)).digest('hex');
    const earlier = idempotencyKey ? this.idempotent.get(idempotencyKey) : undefined;
    if (earlier) {
      if (earlier.fingerprint !== fingerprint) return null;
      const session = this.sessions.get(earlier.sessionId);
      // A key is recorded with the session it created, and sessions are never removed.
      if (!session) throw new Error(`The idempotency key ${String(idempotencyKey)} names no session.`);
      return { session, replayed: true };
    }
    const id = newId('cs_test');
    const created = nowSeconds();
    const session: CheckoutSessionObject = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: request.amountCents,
      amount_total: request.amountCents,
      currency: request.currency,
      client_reference_id: request.clientReferenceId,
      metadata: request.metadata,
      payment_intent: null,
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      url: `${this.siteUrl(request.successUrl)}/pay/${id}`,
      created,
      expires_at: created + SESSION_LIFETIME_SECONDS,
      livemode: false,
    };
    this.sessions.set(id, session);
    this.productNames.set(id, request.productName);
    if (idempotencyKey) this.idempotent.set(idempotencyKey, { fingerprint, sessionId: id });
    return { session, replayed: false };
  }

  session(id: string): CheckoutSessionObject | undefined {
    const session = this.sessions.get(id);
    if (session?.status === 'open' && session.expires_at < nowSeconds()) session.status = 'expired';
    return session;
  }

  productName(sessionId: string): string {
    return this.productNames.get(sessionId) ?? '';
  }

  paymentIntent(id: string): PaymentIntentObject | undefined {
    return this.paymentIntents.get(id);
  }

  charge(id: string): ChargeObject | undefined {
    return this.charges.get(id);
  }

  /** Takes the card payment of an open session and returns the event Stripe would send, or null if not open. */
  pay(sessionId: string): StripeEventObject | null {
    const session = this.session(sessionId);
    if (!session || session.status !== 'open') return null;
    const charge: ChargeObject = {
      id: newId('ch_test'),
      object: 'charge',
      amount: session.amount_total,
      currency: session.currency,
      paid: true,
      receipt_url: '',
    };
    charge.receipt_url = `${this.siteUrl(session.success_url)}/receipts/${charge.id}`;
    const intent: PaymentIntentObject = {
      id: newId('pi_test'),
      object: 'payment_intent',
      amount: session.amount_total,
      currency: session.currency,
      status: 'succeeded',
      latest_charge: charge.id,
    };
    this.charges.set(charge.id, charge);
    this.paymentIntents.set(intent.id, intent);
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intent.id, url: null });
    return this.eventAbout('checkout.session.completed', session);
  }

  eventAbout(type: string, session: CheckoutSessionObject): StripeEventObject {
    return {
      id: newId('evt_test'),
      object: 'event',
      api_version: API_VERSION,
      created: nowSeconds(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: { ...session } },
    };
  }
}
