import { randomBytes } from 'node:crypto';
import type { Config } from '@portal/platform';
import Stripe from 'stripe';

/** How the portal reaches Stripe: the SDK client and the secret its webhooks are signed with. */
export interface StripeConnection {
  client: Stripe;
  secretKey: string;
  webhookSecret: string;
  /** True when it is the portal's own stand-in (no STRIPE_SECRET_KEY), which server.ts then mounts. */
  standIn: boolean;
}

/** What the payments module is given: a connection, or none when payments are disabled. */
export class StripeAccess {
  constructor(readonly connection: StripeConnection | null) {}
}

/**
 * Stripe as configured; else, where the composition root allows a stand-in, the stand-in on the portal
 * itself (its keys are drawn per start: it lives in this process's memory, so nothing else needs
 * them); else none.
 */
export function connectStripe(config: Config, standInAllowed: boolean): StripeConnection | null {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET)
    return connection(config.STRIPE_SECRET_KEY, config.STRIPE_WEBHOOK_SECRET, config.STRIPE_API_URL, false);
  if (!standInAllowed) return null;
  const secretKey = `sk_test_demo_${randomBytes(16).toString('hex')}`;
  const webhookSecret = `whsec_demo_${randomBytes(24).toString('hex')}`;
  return connection(secretKey, webhookSecret, `http://127.0.0.1:${config.PORT}`, true);
}

function connection(secretKey: string, webhookSecret: string, apiUrl: string, standIn: boolean): StripeConnection {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  const client = new Stripe(secretKey, {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    // The SDK retries with the request's idempotency key, so a retry never opens a second session.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });
  return { client, secretKey, webhookSecret, standIn };
}
