import type { UserEvent } from '@portal/domain';
import type { Projection, Queryable, RecordedEvent } from '@portal/event-store';

/** `social_accounts`: provider accounts linked to users, found by the provider's id (blind index). */
export const socialAccountsProjection: Projection = {
  name: 'social_accounts',
  eventTypes: ['SocialAccountConnected', 'SocialAccountDisconnected'],
  tables: ['social_accounts'],

  async createTables(tx, suffix = '') {
    await tx.query(`CREATE TABLE IF NOT EXISTS social_accounts${suffix} (
      id text PRIMARY KEY,
      user_id text NOT NULL,
      provider text NOT NULL,
      provider_uid_index text NOT NULL,
      connected_at timestamptz NOT NULL
    )`);
  },

  async createIndexes(tx, suffix = '') {
    await tx.query(`CREATE INDEX IF NOT EXISTS social_accounts${suffix}_user ON social_accounts${suffix} (user_id)`);
    await tx.query(
      `CREATE INDEX IF NOT EXISTS social_accounts${suffix}_provider_uid ON social_accounts${suffix} (provider, provider_uid_index)`,
    );
  },

  async apply(tx, events, suffix = '') {
    const table = `social_accounts${suffix}`;
    for (const event of events as Array<RecordedEvent & UserEvent>) {
      if (event.type === 'SocialAccountConnected') {
        const { socialAccountId, userId, provider, providerUidIndex, connectedAt } = event.data;
        await tx.query(
          `INSERT INTO ${table} (id, user_id, provider, provider_uid_index, connected_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (id) DO NOTHING`,
          [socialAccountId, userId, provider, providerUidIndex, connectedAt],
        );
      } else if (event.type === 'SocialAccountDisconnected') {
        await tx.query(`DELETE FROM ${table} WHERE id = $1`, [event.data.socialAccountId]);
      }
    }
  },
};

export interface SocialAccountRow {
  id: string;
  user_id: string;
  provider: 'github' | 'google' | 'orcid';
}

export async function listSocialAccounts(db: Queryable, userId: string): Promise<SocialAccountRow[]> {
  const { rows } = await db.query<SocialAccountRow>(
    'SELECT id, user_id, provider FROM social_accounts WHERE user_id = $1 ORDER BY connected_at, id',
    [userId],
  );
  return rows;
}

export async function findSocialAccount(
  db: Queryable,
  provider: string,
  providerUidIndex: string,
): Promise<SocialAccountRow | null> {
  const { rows } = await db.query<SocialAccountRow>(
    'SELECT id, user_id, provider FROM social_accounts WHERE provider = $1 AND provider_uid_index = $2',
    [provider, providerUidIndex],
  );
  return rows[0] ?? null;
}
