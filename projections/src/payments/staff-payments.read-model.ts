import type { FeeWaived, PaymentReceived, PaymentRefundDue } from '@portal/domain';
import { type Projection, type ReadModel, projectionOf } from '@portal/event-store';

export interface StaffPaymentRow extends Record<string, unknown> {
  payment_id: string;
  application_id: string;
  user_id: string;
  /** Null for a waiver: no money moved. */
  checkout_session_id: string | null;
  /** bigint: the driver reads it back as text. */
  amount_cents: number | string;
  currency: string;
  receipt_url: string | null;
  settles_fee: boolean;
  refund_reason: string | null;
  paid_at: Date;
  /** A fee waived rather than paid: listed beside the payments so staff see every fee settled. */
  waived: boolean;
}

/**
 * `staff_payments`: every payment received, with what became of it (it settled the fee, or a refund
 * is due and why), for the staff app's payments list. Inline: both events are on the application's
 * stream, one row per payment. A refund due for a payment never received changes nothing. A waived
 * fee is a row of its own (`waived`, amount the fee waived, one per application), as staff look for
 * every settled fee here.
 */
export const staffPaymentsReadModel: ReadModel<StaffPaymentRow, PaymentReceived | PaymentRefundDue | FeeWaived> = {
  name: 'staff_payments',
  eventTypes: ['PaymentReceived', 'PaymentRefundDue', 'FeeWaived'],
  table: {
    name: 'staff_payments',
    key: 'payment_id',
    columns: {
      payment_id: 'text PRIMARY KEY',
      application_id: 'text NOT NULL',
      user_id: 'text NOT NULL',
      checkout_session_id: 'text',
      amount_cents: 'bigint NOT NULL',
      currency: 'text NOT NULL',
      receipt_url: 'text',
      settles_fee: 'boolean NOT NULL',
      refund_reason: 'text',
      paid_at: 'timestamptz NOT NULL',
      waived: 'boolean NOT NULL DEFAULT false',
    },
    indexes: { paid: '(paid_at DESC, payment_id)' },
  },
  keyOf: (event) => (event.type === 'FeeWaived' ? waiverRowId(event.data.applicationId) : event.data.paymentId),
  singleStream: true,

  fold(row, event) {
    if (event.type === 'PaymentRefundDue') return row && { ...row, refund_reason: event.data.reason };
    if (event.type === 'FeeWaived') {
      const { applicationId, userId, feeCents, waivedAt } = event.data;
      return {
        payment_id: waiverRowId(applicationId),
        application_id: applicationId,
        user_id: userId,
        checkout_session_id: null,
        amount_cents: feeCents,
        currency: 'usd',
        receipt_url: null,
        settles_fee: true,
        refund_reason: null,
        paid_at: new Date(waivedAt),
        waived: true,
      };
    }
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
        waived: false,
      }
    );
  },
};

/** A waiver's row id: an application's fee is waived at most once. */
export const waiverRowId = (applicationId: string) => `waiver-${applicationId}`;

export const staffPaymentsProjection: Projection = projectionOf(staffPaymentsReadModel);
