import { type Request, type Response, Router, urlencoded } from 'express';
import type { NewCheckoutSession, StandInStripeAccount } from './stand-in-stripe-account';

type StripeErrorType = 'invalid_request_error' | 'idempotency_error';

/** Stripe's error body: `{"error": {"type", "message", "param"?, "code"?}}`. */
function refuse(
  res: Response,
  status: number,
  type: StripeErrorType,
  message: string,
  extra: Record<string, string> = {},
) {
  res.status(status).json({ error: { type, message, ...extra } });
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const isHttpUrl = (value: string) => /^https?:\/\/\S+$/i.test(value);

/** A nested form field (`line_items[0][price_data]`), whatever the parser made of the levels above. */
const at = (value: unknown, ...path: Array<string | number>): unknown =>
  path.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    value,
  );

/** The one shape of `POST /v1/checkout/sessions` the portal uses: mode payment, one inline-priced item. */
function readNewSession(body: Record<string, unknown>): NewCheckoutSession | { param: string; message: string } {
  if (body.mode !== 'payment') return { param: 'mode', message: 'This stand-in supports only `mode=payment`.' };
  const items = body.line_items;
  if (!Array.isArray(items) || items.length !== 1)
    return { param: 'line_items', message: 'Pass exactly one line item.' };
  const price = at(items[0], 'price_data');
  const amount = Number(at(price, 'unit_amount'));
  if (!Number.isInteger(amount) || amount < 50)
    return {
      param: 'line_items[0][price_data][unit_amount]',
      message: 'unit_amount must be an integer of at least 50 cents.',
    };
  if (Number(at(items[0], 'quantity') ?? 1) !== 1)
    return { param: 'line_items[0][quantity]', message: 'This stand-in supports a quantity of 1.' };
  const currency = text(at(price, 'currency'))?.toLowerCase();
  if (!currency) return { param: 'line_items[0][price_data][currency]', message: 'Missing required param: currency.' };
  const productName = text(at(price, 'product_data', 'name'));
  if (!productName)
    return { param: 'line_items[0][price_data][product_data][name]', message: 'Missing required param: name.' };
  const successUrl = text(body.success_url);
  if (!successUrl || !isHttpUrl(successUrl)) return { param: 'success_url', message: 'Not a valid URL' };
  const cancelUrl = text(body.cancel_url) ?? null;
  if (cancelUrl && !isHttpUrl(cancelUrl)) return { param: 'cancel_url', message: 'Not a valid URL' };
  const metadata = Object.fromEntries(
    Object.entries((body.metadata as Record<string, unknown> | undefined) ?? {}).map(([key, value]) => [
      key,
      String(value),
    ]),
  );
  const clientReferenceId = text(body.client_reference_id) ?? null;
  return { amountCents: amount, currency, productName, clientReferenceId, metadata, successUrl, cancelUrl };
}

/** `expand[]=latest_charge` in any of the spellings a form encoder may use. */
const expands = (req: Request, field: string) =>
  Object.entries(req.query).some(([key, value]) => key.startsWith('expand') && [value].flat().includes(field));

/** The REST endpoints of api.stripe.com that the SDK calls, under `/v1`, with the secret key checked. */
export function stripeApiRouter(account: StandInStripeAccount, secretKey: string): Router {
  const api = Router();
  api.use((req, res, next) => {
    if (req.get('authorization') === `Bearer ${secretKey}`) {
      next();
      return;
    }
    refuse(
      res,
      401,
      'invalid_request_error',
      'Invalid API Key provided: the demo Stripe stand-in expects its own key.',
    );
  });
  // Stripe's form encoding nests with brackets (`line_items[0][price_data][unit_amount]`).
  api.use(urlencoded({ extended: true }));

  api.post('/checkout/sessions', (req, res) => {
    const request = readNewSession((req.body as Record<string, unknown> | undefined) ?? {});
    if ('param' in request) {
      refuse(res, 400, 'invalid_request_error', request.message, { param: request.param });
      return;
    }
    const created = account.createSession(request, req.get('idempotency-key'));
    if (!created) {
      refuse(
        res,
        400,
        'idempotency_error',
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
      );
      return;
    }
    if (created.replayed) res.set('idempotent-replayed', 'true');
    res.json(created.session);
  });

  api.get('/checkout/sessions/:id', (req, res) => {
    const session = account.session(req.params.id);
    if (!session) {
      refuse(res, 404, 'invalid_request_error', `No such checkout.session: '${req.params.id}'`, {
        code: 'resource_missing',
        param: 'id',
      });
      return;
    }
    res.json(session);
  });

  api.get('/payment_intents/:id', (req, res) => {
    const intent = account.paymentIntent(req.params.id);
    if (!intent) {
      refuse(res, 404, 'invalid_request_error', `No such payment_intent: '${req.params.id}'`, {
        code: 'resource_missing',
        param: 'intent',
      });
      return;
    }
    res.json(
      expands(req, 'latest_charge') ? { ...intent, latest_charge: account.charge(intent.latest_charge) } : intent,
    );
  });
  return api;
}
