import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import express, { type Express } from 'express';
import { type CheckoutSiteOptions, checkoutSiteRouter } from './checkout-site-router';
import { StandInStripeAccount } from './stand-in-stripe-account';
import { stripeApiRouter } from './stripe-api-router';
import { type WebhookDelivery, stripeSignatureHeader } from './webhook-delivery';

/**
 * Where the stand-in answers. The API sits at `/v1` at the root because the SDK lets a client change
 * only the protocol, host and port of api.stripe.com, never its path.
 */
export const STRIPE_STAND_IN_MOUNTS = { api: '/v1', site: '/demo/stripe' } as const;

export interface StripeStandInOptions extends CheckoutSiteOptions {
  /** The secret key the API expects as `Authorization: Bearer`. */
  secretKey: string;
  /** The origin the browser reaches the hosted pages at, for a session returning to `returnUrl`. */
  publicUrl: (returnUrl: string) => string;
}

/** Mounts the API and the hosted pages on an express app; returns the account, to look into. */
export function mountStripeStandIn(app: Express, options: StripeStandInOptions): StandInStripeAccount {
  const account = new StandInStripeAccount(
    (returnUrl) => options.publicUrl(returnUrl).replace(/\/+$/, '') + STRIPE_STAND_IN_MOUNTS.site,
  );
  app.use(STRIPE_STAND_IN_MOUNTS.api, stripeApiRouter(account, options.secretKey));
  app.use(STRIPE_STAND_IN_MOUNTS.site, checkoutSiteRouter(account, options));
  return account;
}

export interface StripeStandIn {
  /** Its origin: what STRIPE_API_URL points at. */
  url: string;
  secretKey: string;
  webhookSecret: string;
  account: StandInStripeAccount;
  /** Every webhook sent, in order (a test resends one to play a duplicate delivery). */
  deliveries: WebhookDelivery[];
  /** Where webhooks go from now on, e.g. `${portal}/api/payments/webhook/`. */
  deliverWebhooksTo(url: string): void;
  /** A signature as Stripe would make it for the payload, now or at `timestamp`. */
  sign(payload: string, timestamp?: number): string;
  /** The settings that point the portal at this stand-in. */
  portalEnv(): Record<'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_URL', string>;
  close(): Promise<void>;
}

/** A Stripe-compatible server on a loopback port, for tests: the real SDK talks to it. */
export async function startStripeStandIn(
  options: Pick<StripeStandInOptions, 'webhookRetryDelaysMs'> = {},
): Promise<StripeStandIn> {
  const secretKey = `sk_test_standin_${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_standin_${randomBytes(12).toString('hex')}`;
  const deliveries: WebhookDelivery[] = [];
  let webhookUrl: string | undefined;
  let url = '';
  const app = express();
  const account = mountStripeStandIn(app, {
    secretKey,
    webhookSecret,
    publicUrl: () => url,
    webhookUrl: () => webhookUrl,
    onDelivery: (delivery) => deliveries.push(delivery),
    ...options,
  });
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve, reject) => {
    const listening = app.listen(0, '127.0.0.1', (error?: Error) => (error ? reject(error) : resolve(listening)));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    secretKey,
    webhookSecret,
    account,
    deliveries,
    deliverWebhooksTo: (target) => void (webhookUrl = target),
    sign: (payload, timestamp) => stripeSignatureHeader(payload, webhookSecret, timestamp),
    portalEnv: () => ({ STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_URL: url }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
