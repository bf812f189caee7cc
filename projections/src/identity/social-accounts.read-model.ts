import type { UserEvent } from '@portal/domain';
import { type Projection, type Queryable, type ReadModel, projectionOf } from '@portal/event-store';

/** A stored row of `social_accounts`. */
/** The events a linked account's row folds. */
type SocialAccountEvent = Extract<UserEvent, { type: 'SocialAccountConnected' | 'SocialAccountDisconnected' }>;

export interface SocialAccountRecord extends Record<string, unknown> {
  id: string;
  user_id: string;
  provider: string;
  provider_uid_index: string;
  connected_at: Date;
}

/**
 * `social_accounts`: provider accounts linked to users (on the user's stream, one row per account),
 * found by the provider's id (blind index). The first connection of an account id stands.
 */
export const socialAccountsReadModel: ReadModel<SocialAccountRecord, SocialAccountEvent> = {
  name: 'social_accounts',
  eventTypes: ['SocialAccountConnected', 'SocialAccountDisconnected'],
  table: {
    name: 'social_accounts',
    key: 'id',
    columns: {
      id: 'text PRIMARY KEY',
      user_id: 'text NOT NULL',
      provider: 'text NOT NULL',
      provider_uid_index: 'text NOT NULL',
      connected_at: 'timestamptz NOT NULL',
    },
    indexes: { user: '(user_id)', provider_uid: '(provider, provider_uid_index)' },
  },
  keyOf: (event) => event.data.socialAccountId,
  singleStream: true,

  fold(row, event) {
    if (event.type === 'SocialAccountDisconnected') return null;
    const { socialAccountId, userId, provider, providerUidIndex, connectedAt } = event.data;
    return (
      row ?? {
        id: socialAccountId,
        user_id: userId,
        provider,
        provider_uid_index: providerUidIndex,
        connected_at: new Date(connectedAt),
      }
    );
  },
};

export const socialAccountsProjection: Projection = projectionOf(socialAccountsReadModel);

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
