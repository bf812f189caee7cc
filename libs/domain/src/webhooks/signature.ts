import { createHmac } from 'node:crypto';

/** Standard Webhooks writes a secret as this prefix and its HMAC key in base64. */
export const SECRET_PREFIX = 'whsec_';

/** The HMAC key a `whsec_<base64 key>` secret stands for. */
export function signingKey(secret: string): Buffer {
  if (!secret.startsWith(SECRET_PREFIX)) throw new Error(`a webhook secret starts with ${SECRET_PREFIX}`);
  return Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
}

/** A key written as a secret, the form admins are shown and the `standardwebhooks` libraries take. */
export const secretOf = (key: Buffer): string => `${SECRET_PREFIX}${key.toString('base64')}`;

export interface DeliveryToSign {
  /** The event id: the receiver's idempotency key, inside the MAC so it cannot be swapped. */
  id: string;
  rawBody: string;
  at: Date;
  /** Current secret first; during a rotation's overlap the previous one signs beside it. */
  secrets: readonly [string, ...string[]];
}

/**
 * The headers of one delivery (docs/architecture.md §9): Standard Webhooks' `webhook-id`, `webhook-timestamp`
 * and `webhook-signature: v1,<base64 HMAC-SHA256(key, "<id>.<t>.<body>")>`, one signature per secret,
 * space-separated. The deprecated `Portal-Event-Id` and `Portal-Signature` (`t=<t>,v1=<hex HMAC of
 * "<t>.<body>">`) stay for a season, signed with the current key only.
 */
export function deliveryHeaders({ id, rawBody, at, secrets }: DeliveryToSign): Record<string, string> {
  const [current] = secrets;
  const t = Math.floor(at.getTime() / 1000);
  const signatures = secrets.map((secret) => `v1,${hmac(secret, `${id}.${t}.${rawBody}`).toString('base64')}`);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(t),
    'webhook-signature': signatures.join(' '),
    'portal-event-id': id,
    'portal-signature': `t=${t},v1=${hmac(current, `${t}.${rawBody}`).toString('hex')}`,
  };
}

function hmac(secret: string, payload: string): Buffer {
  return createHmac('sha256', signingKey(secret)).update(payload).digest();
}
