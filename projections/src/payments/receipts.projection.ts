import type { ReceiptView } from '@portal/contracts';
import type { PaymentReceived } from '@portal/domain';
import type { Projection, Queryable, RecordedEvent } from '@portal/event-store';

/**
 * `payment_receipts`: one row per payment received, whether it settled a fee or is due a refund (a
 * receipt is proof of money paid either way). Inline, so the receipt is listed as soon as the webhook
 * is answered.
 */
export const receiptsProjection: Projection = {
  name: 'payment_receipts',
  eventTypes: ['PaymentReceived'],
  tables: ['payment_receipts'],

  async createTables(tx, suffix = '') {
    await tx.query(`CREATE TABLE IF NOT EXISTS payment_receipts${suffix} (
      payment_id text PRIMARY KEY,
      user_id text NOT NULL,
      application_id text NOT NULL,
      checkout_session_id text NOT NULL,
      amount_cents bigint NOT NULL,
      currency text NOT NULL,
      receipt_url text,
      paid_at timestamptz NOT NULL
    )`);
  },

  async createIndexes(tx, suffix = '') {
    await tx.query(
      `CREATE INDEX IF NOT EXISTS payment_receipts${suffix}_user ON payment_receipts${suffix} (user_id, paid_at DESC)`,
    );
  },

  async apply(tx, events, suffix = '') {
    for (const event of events as Array<RecordedEvent & PaymentReceived>) {
      const d = event.data;
      await tx.query(
        `INSERT INTO payment_receipts${suffix}
           (payment_id, user_id, application_id, checkout_session_id, amount_cents, currency, receipt_url, paid_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (payment_id) DO NOTHING`,
        [
          d.paymentId,
          d.userId,
          d.applicationId,
          d.checkoutSessionId,
          d.amountCents,
          d.currency,
          d.receiptUrl,
          d.paidAt,
        ],
      );
    }
  },
};

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
