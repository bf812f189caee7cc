import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * `Portal-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`, the scheme
 * Stripe's receivers already know: the timestamp inside the MAC stops a captured body being replayed later.
 */
export function signatureHeader(secret: string, rawBody: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${hmacHex(secret, `${t}.${rawBody}`)}`;
}

/** The receiver's side, as docs/integrations.md shows it: a valid MAC, no older than the tolerance. */
export function verifySignature(
  secret: string,
  rawBody: string,
  header: string,
  options: { now: Date; toleranceSeconds: number },
): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1) return false;
  if (Math.abs(options.now.getTime() / 1000 - t) > options.toleranceSeconds) return false;
  const expected = Buffer.from(hmacHex(secret, `${t}.${rawBody}`), 'hex');
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function hmacHex(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}
