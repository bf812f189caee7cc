import type { UserEvent } from '@portal/domain';
import { MASKED_TEXT, type Projection, type Queryable, type ReadModel, projectionOf } from '@portal/event-store';

/** A key destroyed by erasure leaves these in place of the person's data (as the log now replays them). */
const erased = (row: UserRow): UserRow => ({
  ...row,
  email: MASKED_TEXT,
  first_name: MASKED_TEXT,
  last_name: MASKED_TEXT,
  // The blind index is freed, so the address can sign up again.
  email_index: `erased-${row.id}`,
  password_hash: null,
  pending_email: null,
  orcid: null,
  profile_image: null,
});

/**
 * `users`: one row per account, for sign-in (by email blind index), the `me` endpoint and staff.
 * Inline, so a profile edit reads back at once. Holds the plain copies that erasure must scrub.
 */
export const usersReadModel: ReadModel<UserRow, UserEvent> = {
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
    'PersonalDataErased',
  ],
  table: {
    name: 'users',
    key: 'id',
    columns: {
      id: 'text PRIMARY KEY',
      email: 'text NOT NULL',
      email_index: 'text NOT NULL',
      first_name: 'text NOT NULL',
      last_name: 'text NOT NULL',
      role: 'text',
      email_verified: 'boolean NOT NULL',
      password_hash: 'text',
      profile_image: 'text',
      orcid: 'text',
      pending_email: 'text',
      registered_at: 'timestamptz NOT NULL',
      updated_at: 'timestamptz NOT NULL',
    },
    indexes: { email_index: '(email_index)' },
  },
  keyOf: (event) => event.data.userId,
  singleStream: true,

  fold(row, event) {
    // Every event but the registration changes an account that exists, and stamps the change.
    const set = (changes: Partial<UserRow>) => row && { ...row, ...changes, updated_at: event.recordedAt };
    switch (event.type) {
      case 'UserRegistered': {
        const d = event.data;
        return (
          row ?? {
            id: d.userId,
            email: d.email,
            email_index: d.emailIndex,
            first_name: d.firstName,
            last_name: d.lastName,
            role: d.role,
            email_verified: d.emailVerified,
            password_hash: d.passwordHash,
            profile_image: null,
            orcid: null,
            pending_email: null,
            registered_at: new Date(d.registeredAt),
            updated_at: new Date(d.registeredAt),
          }
        );
      }
      case 'EmailVerified':
        return set({ email_verified: true });
      case 'PasswordChanged':
        return set({ password_hash: event.data.passwordHash });
      case 'ProfileEdited':
        return (
          row &&
          set({ first_name: event.data.firstName ?? row.first_name, last_name: event.data.lastName ?? row.last_name })
        );
      case 'ProfileImageChanged':
        return set({ profile_image: event.data.imageName });
      case 'EmailChangeRequested':
        return set({ pending_email: event.data.newEmail });
      case 'EmailChanged':
        return set({
          email: event.data.email,
          email_index: event.data.emailIndex,
          pending_email: null,
          email_verified: true,
        });
      case 'SocialAccountConnected':
        return event.data.orcid ? set({ orcid: event.data.orcid }) : row;
      case 'SocialAccountDisconnected':
        return event.data.provider === 'orcid' ? set({ orcid: null }) : row;
      case 'RoleGranted':
        return set({ role: event.data.role });
      case 'PersonalDataErased':
        // Not stamped: the scrub of erasures.projection.ts leaves updated_at as it was.
        return row && erased(row);
      default:
        return row;
    }
  },
};

export const usersProjection: Projection = projectionOf(usersReadModel);

export interface UserRow extends Record<string, unknown> {
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
