import type { UserEvent } from '@portal/domain';
import type { RecordedEvent } from '@portal/event-store';
import { usersProjection } from '../identity/users.projection';
import type { BatchFold, Row } from './batch-fold';

/** identity/users.projection.ts as a fold: the same statements, one row at a time in memory. */
export const usersFold: BatchFold = {
  projection: usersProjection.name,
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
  table: 'users',
  key: 'id',
  columns: {
    id: 'text',
    email: 'text',
    email_index: 'text',
    first_name: 'text',
    last_name: 'text',
    role: 'text',
    email_verified: 'boolean',
    password_hash: 'text',
    profile_image: 'text',
    orcid: 'text',
    pending_email: 'text',
    registered_at: 'timestamptz',
    updated_at: 'timestamptz',
  },
  keyOf: (event) => (event.data as { userId: string }).userId,

  fold(row: Row | null, recorded: RecordedEvent): Row | null {
    const event = recorded as RecordedEvent & UserEvent;
    // `UPDATE ... WHERE id`: nothing happens to a row that does not exist.
    const set = (changes: Row) => row && { ...row, ...changes, updated_at: recorded.recordedAt };
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
            registered_at: d.registeredAt,
            updated_at: d.registeredAt,
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
      default:
        return row;
    }
  },
};
