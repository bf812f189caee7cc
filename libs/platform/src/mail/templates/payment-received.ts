import { type EmailContent, type SafeHtml, html, htmlBody, link, textBody } from './layout';
import { formatUtc } from './link-validity';

export interface PaymentReceivedInput {
  firstName: string;
  /** Dollars with 2 decimals and the currency, e.g. "1044.50 USD". */
  amount: string;
  paidAt: string;
  receiptUrl: string | null;
  /** False when the payment could not settle a fee (the offer lapsed, was declined or already paid). */
  settlesFee: boolean;
  /** A short sign-in link to the applicant's applications. */
  applicationsLink: string;
}

/** The confirmation of a card payment, with the receipt; a payment that settles nothing says it is refunded. */
export function paymentReceivedEmail(input: PaymentReceivedInput): EmailContent {
  const { firstName, amount, paidAt, receiptUrl, settlesFee, applicationsLink } = input;
  const received = `We received your payment of ${amount} on ${formatUtc(paidAt)}.`;
  const outcome = settlesFee
    ? 'Your course fee is paid and you are enrolled.'
    : 'The offer it was for is no longer open, so the payment will be refunded to your card.';
  const text = [received, outcome];
  const markup: SafeHtml[] = [html`${received}`, html`${outcome}`];
  if (receiptUrl) {
    text.push(`Your receipt:\n${receiptUrl}`);
    markup.push(html`${link(receiptUrl, 'View your receipt')}.`);
  }
  text.push(`Your applications:\n${applicationsLink}`);
  markup.push(html`${link(applicationsLink, 'Go to your applications')}.`);
  return {
    subject: settlesFee ? 'Payment received' : 'Payment received: refund due',
    text: textBody(firstName, text),
    html: htmlBody(firstName, markup),
  };
}
