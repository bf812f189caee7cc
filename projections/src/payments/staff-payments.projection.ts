import type { PaymentReceived, PaymentRefundDue } from '@portal/domain';
import type { Projection, RecordedEvent } from '@portal/event-store';

/**
 * `staff_payments`: every payment received, with what became of it (it settled the fee, or a refund
 * is due and why), for the staff app's payments list. Inline: both events are on the application's stream.
 */
export const staffPaymentsProjection: Projection = {
  name: 'staff_payments',
  eventTypes: ['PaymentReceived', 'PaymentRefundDue'],
  tables: ['staff_payments'],

  async createTables(tx, suffix = '') {
    await tx.query(`CREATE TABLE IF NOT EXISTS staff_payments${suffix} (
      payment_id text PRIMARY KEY,
      application_id text NOT NULL,
      user_id text NOT NULL,
      checkout_session_id text NOT NULL,
      amount_cents bigint NOT NULL,
      currency text NOT NULL,
      receipt_url text,
      settles_fee boolean NOT NULL,
      refund_reason text,
      paid_at timestamptz NOT NULL
    )`);
  },

  async createIndexes(tx, suffix = '') {
    await tx.query(
      `CREATE INDEX IF NOT EXISTS staff_payments${suffix}_paid ON staff_payments${suffix} (paid_at DESC, payment_id)`,
    );
  },

  async apply(tx, events, suffix = '') {
    for (const event of events as Array<RecordedEvent & (PaymentReceived | PaymentRefundDue)>) {
      if (event.type === 'PaymentRefundDue') {
        await tx.query(`UPDATE staff_payments${suffix} SET refund_reason = $2 WHERE payment_id = $1`, [
          event.data.paymentId,
          event.data.reason,
        ]);
        continue;
      }
      const d = event.data;
      await tx.query(
        `INSERT INTO staff_payments${suffix} (payment_id, application_id, user_id, checkout_session_id, amount_cents,
           currency, receipt_url, settles_fee, paid_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (payment_id) DO NOTHING`,
        [
          d.paymentId,
          d.applicationId,
          d.userId,
          d.checkoutSessionId,
          d.amountCents,
          d.currency,
          d.receiptUrl,
          d.settlesFee,
          d.paidAt,
        ],
      );
    }
  },
};
