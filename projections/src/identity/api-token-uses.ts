import type { Queryable } from '@portal/event-store';

/**
 * `api_token_uses`: when each API token was last used, beside `api_tokens` rather than in it: a use
 * is no event (an integrator polling the feed would write one per request), so the access guard
 * writes it at most once a minute per token and process. A replay leaves it alone.
 */
export async function createApiTokenUsesTable(db: Queryable): Promise<void> {
  await db.query(
    'CREATE TABLE IF NOT EXISTS api_token_uses (token_id text PRIMARY KEY, last_used_at timestamptz NOT NULL)',
  );
}

export async function recordApiTokenUse(db: Queryable, tokenId: string, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO api_token_uses (token_id, last_used_at) VALUES ($1, $2)
     ON CONFLICT (token_id) DO UPDATE SET last_used_at = greatest(api_token_uses.last_used_at, EXCLUDED.last_used_at)`,
    [tokenId, at],
  );
}
