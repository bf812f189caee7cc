import { foldSpec, recorded } from '../__tests__/fold-spec';
import { receiptsReadModel } from './receipts.read-model';
import { staffPaymentsReadModel } from './staff-payments.read-model';

const ref = { applicationId: 'app-1', userId: 'user-1' };
const payment = (amountCents: number, settlesFee = true) =>
  recorded('PaymentReceived', {
    ...ref,
    paymentId: 'pay-1',
    checkoutSessionId: 'cs-1',
    amountCents,
    currency: 'usd',
    receiptUrl: 'https://receipts.example/1',
    paidAt: '2026-04-01T10:00:00.000Z',
    settlesFee,
  });
const refundDue = recorded('PaymentRefundDue', {
  ...ref,
  paymentId: 'pay-1',
  amountCents: 5000,
  currency: 'usd',
  reason: 'already_paid',
  flaggedAt: '2026-04-01T10:00:01.000Z',
});

describe('the payment_receipts read model', () => {
  const { given } = foldSpec(receiptsReadModel);
  const receipt = {
    payment_id: 'pay-1',
    user_id: 'user-1',
    application_id: 'app-1',
    checkout_session_id: 'cs-1',
    amount_cents: 5000,
    currency: 'usd',
    receipt_url: 'https://receipts.example/1',
    paid_at: new Date('2026-04-01T10:00:00.000Z'),
  };

  it('lists every payment received, settling the fee or not', () => given().when(payment(5000, false)).then(receipt));

  it('keeps the first record of a payment', () => given(payment(5000)).when(payment(7000)).then(receipt));
});

describe('the staff_payments read model', () => {
  const { given } = foldSpec(staffPaymentsReadModel);
  const row = {
    payment_id: 'pay-1',
    application_id: 'app-1',
    user_id: 'user-1',
    checkout_session_id: 'cs-1',
    amount_cents: 5000,
    currency: 'usd',
    receipt_url: 'https://receipts.example/1',
    settles_fee: false,
    refund_reason: null,
    paid_at: new Date('2026-04-01T10:00:00.000Z'),
    waived: false,
  };

  it('shows why a payment is due a refund', () =>
    given(payment(5000, false))
      .when(refundDue)
      .then({ ...row, refund_reason: 'already_paid' }));

  it('has no row for a refund of a payment it never saw', () => given().when(refundDue).then(null));

  it('lists a waived fee as a row of its own, with no money or session', () =>
    given(payment(5000))
      .when(recorded('FeeWaived', { ...ref, feeCents: 47_000, waivedAt: '2026-04-02T10:00:00.000Z' }))
      .then({
        payment_id: 'waiver-app-1',
        application_id: 'app-1',
        user_id: 'user-1',
        checkout_session_id: null,
        amount_cents: 47_000,
        currency: 'usd',
        receipt_url: null,
        settles_fee: true,
        refund_reason: null,
        paid_at: new Date('2026-04-02T10:00:00.000Z'),
        waived: true,
      }));
});
