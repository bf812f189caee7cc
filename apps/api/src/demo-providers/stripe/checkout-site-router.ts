import { type Response, Router } from 'express';
import { renderCheckoutPage, renderReceiptPage } from './checkout-page';
import type { StandInStripeAccount, StripeEventObject } from './stand-in-stripe-account';
import { type WebhookDelivery, deliverWebhook } from './webhook-delivery';

export interface CheckoutSiteOptions {
  webhookSecret: string;
  /** The portal's webhook endpoint; a function because a test learns it only once the portal runs. */
  webhookUrl: () => string | undefined;
  onDelivery?: (delivery: WebhookDelivery) => void;
  /** The waits before each redelivery of an event whose delivery failed; Stripe's own go on for 3 days. */
  webhookRetryDelaysMs?: ReadonlyArray<number>;
}

/** Stripe retries a failed delivery with exponential backoff; the stand-in does too, on a shorter scale. */
export const STAND_IN_WEBHOOK_RETRY_DELAYS_MS: ReadonlyArray<number> = [2_000, 10_000, 60_000, 300_000, 1_800_000];

const delivered = (delivery: WebhookDelivery) =>
  typeof delivery.status === 'number' && delivery.status >= 200 && delivery.status < 300;

/**
 * Delivers an event, and again after each wait while the portal does not answer 2xx (an API killed
 * mid-request: 502; a database restarting: 503), as Stripe does. The first try is awaited (the browser
 * is sent back after it, as with Stripe's usual timing); the retries run in the background.
 */
async function deliverUntilAccepted(
  url: string,
  options: CheckoutSiteOptions,
  event: StripeEventObject,
): Promise<void> {
  const delays = options.webhookRetryDelaysMs ?? STAND_IN_WEBHOOK_RETRY_DELAYS_MS;
  const attempt = async (index: number): Promise<void> => {
    const delivery = await deliverWebhook(url, options.webhookSecret, event);
    options.onDelivery?.(delivery);
    if (delivered(delivery) || index >= delays.length) return;
    setTimeout(() => void attempt(index + 1), delays[index]).unref();
  };
  await attempt(0);
}

/** checkout.stripe.com's part: the hosted page, its Pay button, and the receipt a charge links to. */
export function checkoutSiteRouter(account: StandInStripeAccount, options: CheckoutSiteOptions): Router {
  const site = Router();
  const notFound = (res: Response) =>
    res.status(404).type('text/plain').send('Demo Stripe (stand-in): no such checkout.');

  site.get('/pay/:id', (req, res) => {
    const session = account.session(req.params.id);
    if (!session) return notFound(res);
    res.type('html').send(renderCheckoutPage(session, account.productName(session.id)));
  });

  /** Pay: the session is paid, the portal hears of it by a signed webhook, and the browser goes back. */
  site.post('/pay/:id', async (req, res) => {
    const session = account.session(req.params.id);
    if (!session) return notFound(res);
    const event = account.pay(session.id);
    if (!event)
      return res
        .status(409)
        .type('html')
        .send(renderCheckoutPage(session, account.productName(session.id)));
    const url = options.webhookUrl();
    if (url) await deliverUntilAccepted(url, options, event);
    res.redirect(303, session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id));
  });

  site.get('/receipts/:id', (req, res) => {
    const charge = account.charge(req.params.id);
    if (!charge) return res.status(404).type('text/plain').send('Demo Stripe (stand-in): no such receipt.');
    res.type('html').send(renderReceiptPage(charge));
  });
  return site;
}
