import type { PaymentReceived } from '@portal/domain';
import type { EmailDraft, IdentityEmail } from './identity-emails';
import { paymentReceivedEmail } from './templates/payment-received';

const amountOf = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;

/** The payment events that send an email: one per payment recorded, whether it settles the fee or is refunded. */
export const PAYMENT_EMAILS_BY_EVENT: { PaymentReceived: IdentityEmail<PaymentReceived['data']> } = {
  PaymentReceived: {
    recipient: (_data, user) => user.email,
    draft: ({ amountCents, currency, paidAt, receiptUrl, settlesFee }, firstName, links): EmailDraft => {
      const applications = links.signInThenGo('/applications');
      return {
        template: settlesFee ? 'payment-received' : 'payment-received-refund-due',
        content: paymentReceivedEmail({
          firstName,
          amount: amountOf(amountCents, currency),
          paidAt,
          receiptUrl,
          settlesFee,
          applicationsLink: applications.url,
        }),
        redirectLinks: [applications.link],
      };
    },
  },
};
