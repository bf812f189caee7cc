import type { CheckoutSessionObject, ChargeObject } from './stand-in-stripe-account';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;

/** The pages' one style block; the Content-Security-Policy admits it by its hash (http/security-headers.ts). */
export const CHECKOUT_PAGE_STYLE = `body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
button{font-size:1rem;padding:.4rem 1rem;margin-right:.5rem}.amount{font-size:1.5rem;font-weight:bold}`;

const TITLE = 'Demo Stripe (stand-in)';

function page(heading: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${TITLE}</title>
<style>${CHECKOUT_PAGE_STYLE}</style></head>
<body><main>
<h1>${TITLE}</h1>
<h2>${heading}</h2>
${body}
</main></body></html>`;
}

/** The hosted checkout: plain, keyboard-usable, and plainly not a real card form. */
export function renderCheckoutPage(session: CheckoutSessionObject, productName: string): string {
  if (session.status !== 'open') {
    const state = session.status === 'complete' ? 'This checkout is already paid.' : 'This checkout has expired.';
    return page('Checkout closed', `<p>${state}</p>`);
  }
  const cancel = session.cancel_url ? `<a href="${escapeHtml(session.cancel_url)}">Cancel and go back</a>` : '';
  return page(
    'Checkout',
    `<p>This is the portal's own stand-in for Stripe Checkout, used because the portal has no Stripe account
configured. No card is asked for and no money moves: Pay marks the payment as made.</p>
<p>${escapeHtml(productName)}</p>
<p class="amount">${money(session.amount_total, session.currency)}</p>
<form method="post"><button type="submit">Pay</button>${cancel}</form>`,
  );
}

export function renderReceiptPage(charge: ChargeObject): string {
  return page(
    'Receipt',
    `<p>Paid ${money(charge.amount, charge.currency)} (payment ${escapeHtml(charge.id)}), through the demo stand-in:
no real card was charged.</p>`,
  );
}
