import type { UserEvent } from '@portal/domain';
import type { Projection, Queryable, RecordedEvent } from '@portal/event-store';

/**
 * `users`: one row per account, for sign-in (by email blind index), the `me` endpoint and staff.
 * Inline, so a profile edit reads back at once. Holds the plain copies that erasure must scrub.
 */
export const usersProjection: Projection = {
  name: 'users',
  eventTypes: [
    'UserRegistered',
    'EmailVerified',
    'PasswordChanged',
    'ProfileEdited',
    'ProfileImageChanged',
    'EmailChangeRequested',
    'EmailChanged',
    'SocialAccountConnected',
    'SocialAccountDisconnected',
    'RoleGranted',
  ],
  tables: ['users'],

  async createTables(tx, suffix = '') {
    await tx.query(`CREATE TABLE IF NOT EXISTS users${suffix} (
      id text PRIMARY KEY,
      email text NOT NULL,
      email_index text NOT NULL,
      first_name text NOT NULL,
      last_name text NOT NULL,
      role text,
      email_verified boolean NOT NULL,
      password_hash text,
      profile_image text,
      orcid text,
      pending_email text,
      registered_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    )`);
  },

  async createIndexes(tx, suffix = '') {
    await tx.query(`CREATE INDEX IF NOT EXISTS users${suffix}_email_index ON users${suffix} (email_index)`);
  },

  async apply(tx, events, suffix = '') {
    for (const event of events as Array<RecordedEvent & UserEvent>) await applyOne(tx, `users${suffix}`, event);
  },
};

async function applyOne(tx: Queryable, table: string, event: RecordedEvent & UserEvent): Promise<void> {
  const set = (assignments: string, values: unknown[]) =>
    tx.query(`UPDATE ${table} SET ${assignments}, updated_at = $2 WHERE id = $1`, [
      event.data.userId,
      event.recordedAt,
      ...values,
    ]);
  switch (event.type) {
    case 'UserRegistered': {
      const d = event.data;
      await tx.query(
        `INSERT INTO ${table} (id, email, email_index, first_name, last_name, role, email_verified, password_hash, registered_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) ON CONFLICT (id) DO NOTHING`,
        [
          d.userId,
          d.email,
          d.emailIndex,
          d.firstName,
          d.lastName,
          d.role,
          d.emailVerified,
          d.passwordHash,
          d.registeredAt,
        ],
      );
      return;
    }
    case 'EmailVerified':
      return void (await set('email_verified = true', []));
    case 'PasswordChanged':
      return void (await set('password_hash = $3', [event.data.passwordHash]));
    case 'ProfileEdited':
      return void (await set('first_name = coalesce($3, first_name), last_name = coalesce($4, last_name)', [
        event.data.firstName ?? null,
        event.data.lastName ?? null,
      ]));
    case 'ProfileImageChanged':
      return void (await set('profile_image = $3', [event.data.imageName]));
    case 'EmailChangeRequested':
      return void (await set('pending_email = $3', [event.data.newEmail]));
    case 'EmailChanged':
      return void (await set('email = $3, email_index = $4, pending_email = NULL, email_verified = true', [
        event.data.email,
        event.data.emailIndex,
      ]));
    case 'SocialAccountConnected':
      if (event.data.orcid) await set('orcid = $3', [event.data.orcid]);
      return;
    case 'SocialAccountDisconnected':
      if (event.data.provider === 'orcid') await set('orcid = NULL', []);
      return;
    case 'RoleGranted':
      return void (await set('role = $3', [event.data.role]));
    default:
      return;
  }
}

export interface UserRow {
  id: string;
  email: string;
  email_index: string;
  first_name: string;
  last_name: string;
  role: 'admin' | 'reviewer' | null;
  email_verified: boolean;
  password_hash: string | null;
  profile_image: string | null;
  orcid: string | null;
  pending_email: string | null;
  registered_at: Date;
  updated_at: Date;
}

export async function findUserById(db: Queryable, userId: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [userId]);
  return rows[0] ?? null;
}

export async function findUserByEmailIndex(db: Queryable, emailIndex: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE email_index = $1', [emailIndex]);
  return rows[0] ?? null;
}
