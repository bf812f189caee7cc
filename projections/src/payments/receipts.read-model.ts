import type { ReceiptView } from '@portal/contracts';
import type { PaymentReceived } from '@portal/domain';
import { type Projection, type Queryable, type ReadModel, projectionOf } from '@portal/event-store';

export interface ReceiptRow extends Record<string, unknown> {
  payment_id: string;
  user_id: string;
  application_id: string;
  checkout_session_id: string;
  /** bigint: the driver reads it back as text. */
  amount_cents: number | string;
  currency: string;
  receipt_url: string | null;
  paid_at: Date;
}

/**
 * `payment_receipts`: one row per payment received, whether it settled a fee or is due a refund (a
 * receipt is proof of money paid either way). Inline (the application's stream), so the receipt is
 * listed as soon as the webhook is answered. A payment recorded twice keeps its first receipt.
 */
export const receiptsReadModel: ReadModel<ReceiptRow, PaymentReceived> = {
  name: 'payment_receipts',
  eventTypes: ['PaymentReceived'],
  table: {
    name: 'payment_receipts',
    key: 'payment_id',
    columns: {
      payment_id: 'text PRIMARY KEY',
      user_id: 'text NOT NULL',
      application_id: 'text NOT NULL',
      checkout_session_id: 'text NOT NULL',
      amount_cents: 'bigint NOT NULL',
      currency: 'text NOT NULL',
      receipt_url: 'text',
      paid_at: 'timestamptz NOT NULL',
    },
    indexes: { user: '(user_id, paid_at DESC)' },
  },
  keyOf: (event) => event.data.paymentId,
  singleStream: true,

  fold(row, event) {
    const d = event.data;
    return (
      row ?? {
        payment_id: d.paymentId,
        user_id: d.userId,
        application_id: d.applicationId,
        checkout_session_id: d.checkoutSessionId,
        amount_cents: d.amountCents,
        currency: d.currency,
        receipt_url: d.receiptUrl,
        paid_at: new Date(d.paidAt),
      }
    );
  },
};

export const receiptsProjection: Projection = projectionOf(receiptsReadModel);

/** Cents as dollars with 2 decimals, in integers so no float rounding shows ("1044.50"). */
const dollars = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** The caller's receipts, newest first. */
export async function listReceiptsOfUser(db: Queryable, userId: string): Promise<ReceiptView[]> {
  const { rows } = await db.query<{
    paid_at: Date | string;
    amount_cents: string | number;
    receipt_url: string | null;
  }>(
    `SELECT paid_at, amount_cents, receipt_url FROM payment_receipts
      WHERE user_id = $1 ORDER BY paid_at DESC, payment_id`,
    [userId],
  );
  return rows.map((row) => ({
    created: new Date(row.paid_at).toISOString(),
    amount: dollars(Number(row.amount_cents)),
    receipt_url: row.receipt_url,
  }));
}
