import { type Response, Router } from 'express';
import { renderCheckoutPage, renderReceiptPage } from './checkout-page';
import type { StandInStripeAccount } from './stand-in-stripe-account';
import { type WebhookDelivery, deliverWebhook } from './webhook-delivery';

export interface CheckoutSiteOptions {
  webhookSecret: string;
  /** The portal's webhook endpoint; a function because a test learns it only once the portal runs. */
  webhookUrl: () => string | undefined;
  onDelivery?: (delivery: WebhookDelivery) => void;
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
    if (url) options.onDelivery?.(await deliverWebhook(url, options.webhookSecret, event));
    res.redirect(303, session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id));
  });

  site.get('/receipts/:id', (req, res) => {
    const charge = account.charge(req.params.id);
    if (!charge) return res.status(404).type('text/plain').send('Demo Stripe (stand-in): no such receipt.');
    res.type('html').send(renderReceiptPage(charge));
  });
  return site;
}
