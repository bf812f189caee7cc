import { paymentReceivedEmail } from './payment-received';

const input = {
  firstName: '<b>Ada</b>',
  amount: '940.00 USD',
  paidAt: '2026-05-01T10:00:00.000Z',
  receiptUrl: 'https://pay.example/receipts/ch_1?x=1&y=2',
  settlesFee: true,
  applicationsLink: 'https://portal.example.org/sign-in?uid=abc',
};

describe('the payment received email', () => {
  it('confirms the amount, links the receipt and the applications, and escapes the name', () => {
    const content = paymentReceivedEmail(input);
    expect(content.subject).toBe('Payment received');
    expect(content.text).toContain('We received your payment of 940.00 USD on 1 May 2026 at 10:00 UTC.');
    expect(content.text).toContain('Your course fee is paid and you are enrolled.');
    expect(content.text).toContain(`\n${input.receiptUrl}\n`);
    expect(content.html).toContain('href="https://pay.example/receipts/ch_1?x=1&amp;y=2"');
    expect(content.html).toContain('<p>Hi &lt;b&gt;Ada&lt;/b&gt;,</p>');
  });

  it('says a payment that settles nothing will be refunded, and works without a receipt', () => {
    const content = paymentReceivedEmail({ ...input, settlesFee: false, receiptUrl: null });
    expect(content.subject).toBe('Payment received: refund due');
    expect(content.text).toContain('will be refunded');
    expect(content.text).not.toContain('receipt');
  });
});
