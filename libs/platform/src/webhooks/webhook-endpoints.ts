import { randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '@portal/event-store';
import type { WebhookEndpoint } from '@portal/contracts';
import { secretOf } from '@portal/domain';

/** An endpoint as admins read it, never with its secret: the contract's shape (`webhookEndpointSchema`). */
export type { WebhookEndpoint };

export interface WebhookEndpointInput {
  url: string;
  events: string[];
  description: string;
  personal_data: boolean;
}

const COLUMNS = `id, url, events, description, personal_data, enabled, disabled_reason,
  CASE WHEN previous_secret_expires_at > now() THEN previous_secret_expires_at END AS previous_secret_expires_at,
  created_at, updated_at`;

interface EndpointRow extends Omit<WebhookEndpoint, 'created_at' | 'updated_at' | 'previous_secret_expires_at'> {
  previous_secret_expires_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const toEndpoint = (row: EndpointRow): WebhookEndpoint => ({
  ...row,
  previous_secret_expires_at:
    row.previous_secret_expires_at === null ? null : new Date(row.previous_secret_expires_at).toISOString(),
  created_at: new Date(row.created_at).toISOString(),
  updated_at: new Date(row.updated_at).toISOString(),
});

/**
 * `whsec_` and 32 random bytes in base64, as Standard Webhooks writes a secret: its libraries take it
 * as it is, and the prefix tells a leaked secret apart in logs and scanners.
 */
const newSecret = () => secretOf(randomBytes(32));

export async function createEndpoint(
  db: Queryable,
  input: WebhookEndpointInput,
): Promise<{ id: string; secret: string }> {
  const id = randomUUID();
  const secret = newSecret();
  await db.query(
    `INSERT INTO webhook_endpoints (id, url, events, description, personal_data, secret)
     VALUES ($1, $2, $3::text[], $4, $5, $6)`,
    [id, input.url, input.events, input.description, input.personal_data, secret],
  );
  return { id, secret };
}

export async function listEndpoints(db: Queryable): Promise<WebhookEndpoint[]> {
  const { rows } = await db.query<EndpointRow>(`SELECT ${COLUMNS} FROM webhook_endpoints ORDER BY created_at, id`);
  return rows.map(toEndpoint);
}

export async function findEndpoint(db: Queryable, id: string): Promise<WebhookEndpoint | null> {
  const { rows } = await db.query<EndpointRow>(`SELECT ${COLUMNS} FROM webhook_endpoints WHERE id = $1`, [id]);
  return rows.length ? toEndpoint(rows[0]) : null;
}

export async function endpointSecret(db: Queryable, id: string): Promise<string | null> {
  const { rows } = await db.query<{ secret: string }>('SELECT secret FROM webhook_endpoints WHERE id = $1', [id]);
  return rows[0]?.secret ?? null;
}

/**
 * A rotation's write, in the transaction that records `WebhookSecretRotated`: a new secret, and the
 * one it replaces kept signing until `previousValidUntil`. Null when there is no such endpoint.
 */
export async function rotateEndpointSecret(
  db: Queryable,
  id: string,
  previousValidUntil: Date,
): Promise<{ secret: string } | null> {
  const secret = newSecret();
  const { rowCount } = await db.query(
    `UPDATE webhook_endpoints
        SET previous_secret = secret, previous_secret_expires_at = $2, secret = $3, updated_at = now()
      WHERE id = $1`,
    [id, previousValidUntil, secret],
  );
  return rowCount === 1 ? { secret } : null;
}

/** Re-enabling clears the reason it was disabled; the deliveries still pending then resume in order. */
export async function updateEndpoint(
  db: Queryable,
  id: string,
  change: Partial<WebhookEndpointInput> & { enabled?: boolean },
): Promise<WebhookEndpoint | null> {
  const { rows } = await db.query<EndpointRow>(
    `UPDATE webhook_endpoints SET
        url = coalesce($2, url),
        events = coalesce($3::text[], events),
        description = coalesce($4, description),
        personal_data = coalesce($5, personal_data),
        enabled = coalesce($6, enabled),
        disabled_reason = CASE WHEN $6 IS TRUE THEN NULL ELSE disabled_reason END,
        updated_at = now()
      WHERE id = $1 RETURNING ${COLUMNS}`,
    [
      id,
      change.url ?? null,
      change.events ?? null,
      change.description ?? null,
      change.personal_data ?? null,
      change.enabled ?? null,
    ],
  );
  return rows.length ? toEndpoint(rows[0]) : null;
}

export async function deleteEndpoint(db: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM webhook_endpoints WHERE id = $1', [id]);
  return rowCount === 1;
}
