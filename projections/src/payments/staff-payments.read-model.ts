import type { PaymentReceived, PaymentRefundDue } from '@portal/domain';
import { type Projection, type ReadModel, projectionOf } from '@portal/event-store';

export interface StaffPaymentRow extends Record<string, unknown> {
  payment_id: string;
  application_id: string;
  user_id: string;
  checkout_session_id: string;
  /** bigint: the driver reads it back as text. */
  amount_cents: number | string;
  currency: string;
  receipt_url: string | null;
  settles_fee: boolean;
  refund_reason: string | null;
  paid_at: Date;
}

/**
 * `staff_payments`: every payment received, with what became of it (it settled the fee, or a refund
 * is due and why), for the staff app's payments list. Inline: both events are on the application's
 * stream, one row per payment. A refund due for a payment never received changes nothing.
 */
export const staffPaymentsReadModel: ReadModel<StaffPaymentRow, PaymentReceived | PaymentRefundDue> = {
  name: 'staff_payments',
  eventTypes: ['PaymentReceived', 'PaymentRefundDue'],
  table: {
    name: 'staff_payments',
    key: 'payment_id',
    columns: {
      payment_id: 'text PRIMARY KEY',
      application_id: 'text NOT NULL',
      user_id: 'text NOT NULL',
      checkout_session_id: 'text NOT NULL',
      amount_cents: 'bigint NOT NULL',
      currency: 'text NOT NULL',
      receipt_url: 'text',
      settles_fee: 'boolean NOT NULL',
      refund_reason: 'text',
      paid_at: 'timestamptz NOT NULL',
    },
    indexes: { paid: '(paid_at DESC, payment_id)' },
  },
  keyOf: (event) => event.data.paymentId,
  singleStream: true,

  fold(row, event) {
    if (event.type === 'PaymentRefundDue') return row && { ...row, refund_reason: event.data.reason };
    const d = event.data;
    return (
      row ?? {
        payment_id: d.paymentId,
        application_id: d.applicationId,
        user_id: d.userId,
        checkout_session_id: d.checkoutSessionId,
        amount_cents: d.amountCents,
        currency: d.currency,
        receipt_url: d.receiptUrl,
        settles_fee: d.settlesFee,
        refund_reason: null,
        paid_at: new Date(d.paidAt),
      }
    );
  },
};

export const staffPaymentsProjection: Projection = projectionOf(staffPaymentsReadModel);
