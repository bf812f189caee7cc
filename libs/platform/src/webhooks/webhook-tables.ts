/**
 * Webhook endpoints and their deliveries. Operational state like the outbox, not events: a delivery
 * recorded as an event would itself be delivered, and an endpoint's secret must never enter the log.
 * Deliveries are ordered per endpoint by the log's checkpoint pair (transaction id, position).
 */
export const WEBHOOK_MIGRATIONS: ReadonlyArray<{ id: string; sql: string }> = [
  {
    id: 'webhooks-001-endpoints-and-deliveries',
    sql: `
      CREATE TABLE webhook_endpoints (
        id uuid PRIMARY KEY,
        url text NOT NULL,
        events text[] NOT NULL,
        description text NOT NULL DEFAULT '',
        personal_data boolean NOT NULL DEFAULT false,
        secret text NOT NULL,
        enabled boolean NOT NULL DEFAULT true,
        disabled_reason text,
        -- One worker at a time sends to an endpoint, so its deliveries go out in order.
        leased_until timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE webhook_deliveries (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        endpoint_id uuid NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
        event_id uuid NOT NULL,
        event_type text NOT NULL,
        transaction_id xid8 NOT NULL,
        global_position bigint NOT NULL,
        status text NOT NULL DEFAULT 'pending',
        attempts int NOT NULL DEFAULT 0,
        last_status_code int,
        last_error text,
        first_failure_at timestamptz,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_attempt_at timestamptz,
        delivered_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (endpoint_id, event_id)
      );
      CREATE INDEX webhook_deliveries_queue ON webhook_deliveries (endpoint_id, status, transaction_id, global_position);
    `,
  },
  {
    // Standard Webhooks (docs/architecture.md §9): a secret is `whsec_<base64 key>`. An older secret's key is its
    // string's bytes, the key Portal-Signature was made with, so its receivers keep verifying.
    id: 'webhooks-002-standard-secrets-and-rotation',
    sql: `
      UPDATE webhook_endpoints
         SET secret = 'whsec_' || translate(encode(convert_to(secret, 'UTF8'), 'base64'), E'\\n', '');
      ALTER TABLE webhook_endpoints ADD COLUMN previous_secret text, ADD COLUMN previous_secret_expires_at timestamptz;
    `,
  },
];

/** Wakes the dispatcher when a delivery is queued by hand (a test ping, a redelivery). */
export const WEBHOOKS_CHANNEL = 'webhook_deliveries';
