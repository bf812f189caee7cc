import type { ApiTokenScope } from '@portal/contracts';
import type { ApiTokenEvent } from '@portal/domain';
import { type Projection, type Queryable, type ReadModel, projectionOf } from '@portal/event-store';
import { createApiTokenUsesTable } from './api-token-uses';

export interface ApiTokenRecord extends Record<string, unknown> {
  token_id: string;
  name: string;
  scopes: ApiTokenScope[];
  token_hash: string;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}

/**
 * `api_tokens`: the integrators' tokens admins created (docs/architecture.md §9.5), by id, with the
 * SHA-256 of each secret (the secret itself is never stored). Inline: a token works on the next request
 * and stops the moment its revocation commits. Its last use lives beside it in `api_token_uses`.
 */
export const apiTokensReadModel: ReadModel<ApiTokenRecord, ApiTokenEvent> = {
  name: 'api_tokens',
  eventTypes: ['ApiTokenCreated', 'ApiTokenRevoked'],
  table: {
    name: 'api_tokens',
    key: 'token_id',
    columns: {
      token_id: 'text PRIMARY KEY',
      name: 'text NOT NULL',
      scopes: 'jsonb NOT NULL',
      token_hash: 'text NOT NULL',
      created_at: 'timestamptz NOT NULL',
      expires_at: 'timestamptz NOT NULL',
      revoked_at: 'timestamptz',
    },
    indexes: { hash: '(token_hash)' },
  },
  keyOf: (event) => event.data.tokenId,
  singleStream: true,

  fold(row, event) {
    switch (event.type) {
      case 'ApiTokenCreated': {
        const { tokenId, name, scopes, tokenHash, createdAt, expiresAt } = event.data;
        return {
          token_id: tokenId,
          name,
          scopes,
          token_hash: tokenHash,
          created_at: new Date(createdAt),
          expires_at: new Date(expiresAt),
          revoked_at: null,
        };
      }
      case 'ApiTokenRevoked':
        return row && { ...row, revoked_at: new Date(event.data.revokedAt) };
      default:
        return row;
    }
  },
};

const base = projectionOf(apiTokensReadModel);
export const apiTokensProjection: Projection = {
  ...base,
  async createTables(tx, suffix = '') {
    await base.createTables(tx, suffix);
    // The uses are no events: a replay leaves them where they are.
    if (!suffix) await createApiTokenUsesTable(tx);
  },
};

export interface ApiTokenRow {
  id: string;
  name: string;
  scopes: ApiTokenScope[];
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  last_used_at: Date | null;
}

const SELECT = `SELECT t.token_id AS id, t.name, t.scopes, t.created_at, t.expires_at, t.revoked_at, u.last_used_at
                  FROM api_tokens t LEFT JOIN api_token_uses u ON u.token_id = t.token_id`;

/** The token with this secret's hash, revoked or not (the caller tells a revoked one from an expired one). */
export async function findApiTokenByHash(db: Queryable, tokenHash: string): Promise<ApiTokenRow | null> {
  const { rows } = await db.query<ApiTokenRow>(`${SELECT} WHERE t.token_hash = $1`, [tokenHash]);
  return rows[0] ?? null;
}

export async function findApiToken(db: Queryable, tokenId: string): Promise<ApiTokenRow | null> {
  const { rows } = await db.query<ApiTokenRow>(`${SELECT} WHERE t.token_id = $1`, [tokenId]);
  return rows[0] ?? null;
}

/** Every token, the newest first (a handful: admins create them by hand). */
export async function listApiTokens(db: Queryable): Promise<ApiTokenRow[]> {
  const { rows } = await db.query<ApiTokenRow>(`${SELECT} ORDER BY t.created_at DESC, t.token_id`);
  return rows;
}

/** Each token actor's name as history shows it: "API token 'CRM sync'". */
export async function namesOfApiTokens(db: Queryable, tokenIds: string[]): Promise<Map<string, string>> {
  if (tokenIds.length === 0) return new Map();
  const { rows } = await db.query<{ token_id: string; name: string }>(
    'SELECT token_id, name FROM api_tokens WHERE token_id = ANY($1::text[])',
    [tokenIds],
  );
  return new Map(rows.map((row) => [row.token_id, `API token '${row.name}'`]));
}
