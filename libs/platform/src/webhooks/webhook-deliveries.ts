import { randomUUID } from 'node:crypto';
import type { WebhookDelivery } from '@portal/contracts';
import { type Queryable, toNumber } from '@portal/event-store';

/** A test ping is queued like an event but has none in the log: its body is made from the endpoint. */
export const PING_EVENT_TYPE = 'Ping';

/** A delivery as admins read it: the contract's shape (`webhookDeliverySchema`). */
export type { WebhookDelivery };

interface DeliveryRow {
  id: number;
  event_id: string;
  event_type: string;
  status: WebhookDelivery['status'];
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  next_attempt_at: Date | string;
  last_attempt_at: Date | string | null;
  delivered_at: Date | string | null;
  created_at: Date | string;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const toDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: toNumber(row.id),
  event_id: row.event_id,
  event_type: row.event_type,
  status: row.status,
  attempts: row.attempts,
  last_status_code: row.last_status_code,
  last_error: row.last_error,
  // Only a pending delivery has a next attempt.
  next_attempt_at: row.status === 'pending' ? iso(row.next_attempt_at) : null,
  last_attempt_at: iso(row.last_attempt_at),
  delivered_at: iso(row.delivered_at),
  created_at: new Date(row.created_at).toISOString(),
});

const COLUMNS =
  'id, event_id, event_type, status, attempts, last_status_code, last_error, next_attempt_at, last_attempt_at, delivered_at, created_at';

/** Newest first: what an admin looking at a failing endpoint wants to see. */
export async function listDeliveries(
  db: Queryable,
  endpointId: string,
  page: { start: number; end: number },
): Promise<{ rows: WebhookDelivery[]; total: number }> {
  const [rows, count] = await Promise.all([
    db.query<DeliveryRow>(
      `SELECT ${COLUMNS} FROM webhook_deliveries WHERE endpoint_id = $1
        ORDER BY transaction_id DESC, global_position DESC, id DESC LIMIT $2 OFFSET $3`,
      [endpointId, page.end - page.start + 1, page.start],
    ),
    db.query<{ n: number }>('SELECT count(*) AS n FROM webhook_deliveries WHERE endpoint_id = $1', [endpointId]),
  ]);
  return { rows: rows.rows.map(toDelivery), total: toNumber(count.rows[0].n) };
}

/** Queues a ping after what the endpoint already has queued (the current transaction orders it). */
export async function queuePing(db: Queryable, endpointId: string): Promise<WebhookDelivery> {
  const { rows } = await db.query<DeliveryRow>(
    `INSERT INTO webhook_deliveries (endpoint_id, event_id, event_type, transaction_id, global_position)
     VALUES ($1, $2, $3, pg_current_xact_id(), 0) RETURNING ${COLUMNS}`,
    [endpointId, randomUUID(), PING_EVENT_TYPE],
  );
  return toDelivery(rows[0]);
}

/** Sends the same event (same Portal-Event-Id) again, from a fresh retry schedule. */
export async function redeliver(
  db: Queryable,
  endpointId: string,
  deliveryId: number,
): Promise<WebhookDelivery | null> {
  const { rows } = await db.query<DeliveryRow>(
    `UPDATE webhook_deliveries SET status = 'pending', attempts = 0, first_failure_at = NULL, next_attempt_at = now()
      WHERE endpoint_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
    [endpointId, deliveryId],
  );
  return rows.length ? toDelivery(rows[0]) : null;
}

/**
 * Queues each event for every endpoint subscribed to its type (disabled ones too: nothing is lost
 * while an endpoint is off). Idempotent per (endpoint, event).
 */
export async function queueEvents(
  tx: Queryable,
  events: ReadonlyArray<{ eventId: string; type: string; transactionId: string; globalPosition: number }>,
): Promise<number> {
  if (events.length === 0) return 0;
  const { rowCount } = await tx.query(
    `INSERT INTO webhook_deliveries (endpoint_id, event_id, event_type, transaction_id, global_position)
     SELECT e.id, ev.event_id, ev.type, ev.tx::xid8, ev.pos
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::bigint[]) AS ev (event_id, type, tx, pos)
       JOIN webhook_endpoints e ON ev.type = ANY (e.events) OR '*' = ANY (e.events)
     ON CONFLICT (endpoint_id, event_id) DO NOTHING`,
    [
      events.map((event) => event.eventId),
      events.map((event) => event.type),
      events.map((event) => event.transactionId),
      events.map((event) => event.globalPosition),
    ],
  );
  return rowCount;
}
