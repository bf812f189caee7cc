import type { Queryable } from '@portal/event-store';
import type { Platform } from '@portal/platform';

/**
 * The ORCID access token (scopes /authenticate /read-limited /activities/update), kept to publish
 * certificates later. Not in the event log: a secret must be deletable, and disconnecting ORCID
 * deletes it. Encrypted with the person's key, so erasing the person also makes it unreadable.
 */
export class OrcidCredentials {
  constructor(private readonly platform: Platform) {}

  static async createTable(db: Queryable): Promise<void> {
    await db.query(`CREATE TABLE IF NOT EXISTS orcid_credentials (
      user_id text PRIMARY KEY,
      access_token text NOT NULL,
      scope text,
      expires_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async store(
    tx: Queryable,
    userId: string,
    token: { accessToken: string; scope: string | null; expiresInSeconds: number | null },
  ): Promise<void> {
    const sealed = await this.platform.store.vault.encryptValue(tx, userId, token.accessToken);
    const expiresAt = token.expiresInSeconds ? new Date(Date.now() + token.expiresInSeconds * 1000) : null;
    await tx.query(
      `INSERT INTO orcid_credentials (user_id, access_token, scope, expires_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE SET access_token = $2, scope = $3, expires_at = $4, updated_at = now()`,
      [userId, sealed, token.scope, expiresAt],
    );
  }

  /** The stored token in plain, or null when there is none (never connected, disconnected or erased). */
  async read(db: Queryable, userId: string): Promise<string | null> {
    const { rows } = await db.query<{ access_token: string }>(
      'SELECT access_token FROM orcid_credentials WHERE user_id = $1',
      [userId],
    );
    if (!rows[0]) return null;
    const { vault } = this.platform.store;
    const [token] = await vault.decryptAll(db, [rows[0].access_token]);
    return typeof token === 'string' && !vault.isProtected(token) ? token : null;
  }

  async remove(tx: Queryable, userId: string): Promise<void> {
    await tx.query('DELETE FROM orcid_credentials WHERE user_id = $1', [userId]);
  }
}
