import type { CheckoutSessionCreated, PaymentReceived } from '@portal/domain';
import { type Projection, type Queryable, type ReadModel, projectionOf } from '@portal/event-store';

export interface OpenCheckoutRow extends Record<string, unknown> {
  session_id: string;
  application_id: string;
  user_id: string;
  created_at: Date;
}

/**
 * `open_checkouts`: every Stripe Checkout Session the portal opened and has not seen paid. The webhook
 * is not the only way a payment is recorded: the periodic reconciliation asks Stripe about the ones
 * here, so a paid checkout whose one delivery failed is recorded all the same. A row goes once its
 * session's payment is recorded. Keyed across streams (the session's and the application's).
 */
export const openCheckoutsReadModel: ReadModel<OpenCheckoutRow, CheckoutSessionCreated | PaymentReceived> = {
  name: 'open_checkouts',
  eventTypes: ['CheckoutSessionCreated', 'PaymentReceived'],
  table: {
    name: 'open_checkouts',
    key: 'session_id',
    columns: {
      session_id: 'text PRIMARY KEY',
      application_id: 'text NOT NULL',
      user_id: 'text NOT NULL',
      created_at: 'timestamptz NOT NULL',
    },
    indexes: { created: '(created_at)' },
  },
  keyOf: (event) => (event.type === 'PaymentReceived' ? event.data.checkoutSessionId : event.data.sessionId),
  singleStream: false,

  fold(row, event) {
    if (event.type === 'PaymentReceived') return null;
    const d = event.data;
    return (
      row ?? {
        session_id: d.sessionId,
        application_id: d.applicationId,
        user_id: d.userId,
        created_at: new Date(d.createdAt),
      }
    );
  },
};

export const openCheckoutsProjection: Projection = projectionOf(openCheckoutsReadModel);

/** Open sessions created between `olderThan` and `newerThan` ago: what reconciliation asks Stripe about. */
export async function openCheckoutsBetween(
  db: Queryable,
  window: { olderThanMs: number; newerThanMs: number; limit: number },
): Promise<Array<{ sessionId: string; userId: string }>> {
  const { rows } = await db.query<{ session_id: string; user_id: string }>(
    `SELECT session_id, user_id FROM open_checkouts
      WHERE created_at <= now() - ($1::int * interval '1 millisecond')
        AND created_at >= now() - ($2::bigint * interval '1 millisecond')
      ORDER BY created_at LIMIT $3`,
    [window.olderThanMs, window.newerThanMs, window.limit],
  );
  return rows.map((row) => ({ sessionId: row.session_id, userId: row.user_id }));
}

/** Who opened a session the portal recorded, or null for a session it did not open. */
export async function checkoutOwner(db: Queryable, sessionId: string): Promise<string | null> {
  const { rows } = await db.query<{ user_id: string }>('SELECT user_id FROM open_checkouts WHERE session_id = $1', [
    sessionId,
  ]);
  return rows.at(0)?.user_id ?? null;
}
