import { createHmac } from 'node:crypto';
import type { StripeEventObject } from './stand-in-stripe-account';

/**
 * Stripe's signature scheme, written out rather than borrowed from the SDK, so the portal's
 * `constructEvent` is checked against an independent signer: `t=<unix seconds>,v1=<hex HMAC-SHA256
 * of "<t>.<body>" under the endpoint secret>`.
 */
export function stripeSignatureHeader(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export interface WebhookDelivery {
  eventId: string;
  type: string;
  payload: string;
  status: number | 'unreachable';
}

/** One delivery attempt, as Stripe makes it: a JSON POST with the `Stripe-Signature` header. */
export async function deliverWebhook(url: string, secret: string, event: StripeEventObject): Promise<WebhookDelivery> {
  const payload = JSON.stringify(event, null, 2);
  const delivery = { eventId: event.id, type: event.type, payload };
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        'stripe-signature': stripeSignatureHeader(payload, secret),
      },
      body: payload,
      signal: AbortSignal.timeout(10_000),
    });
    return { ...delivery, status: response.status };
  } catch {
    return { ...delivery, status: 'unreachable' };
  }
}
