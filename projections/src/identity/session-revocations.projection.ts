import type { UserEvent } from '@portal/domain';
import type { Projection, RecordedEvent } from '@portal/event-store';
import { createSessionActivityTable } from './session-activity';

/** The channel every API process's session cache listens on; the payload is the user's id. */
export const SESSIONS_REVOKED_CHANNEL = 'sessions_revoked';

/** The events after which a cached session of the user may be wrong: ended, reset away, erased, role changed. */
const revokes = (event: UserEvent): boolean =>
  event.type === 'SessionEnded' ||
  (event.type === 'PasswordChanged' && event.data.via === 'reset') ||
  event.type === 'PersonalDataErased' ||
  event.type === 'RoleGranted';

/**
 * The users whose cached sessions the events make wrong. The API process that commits them drops
 * those sessions at once (apps/api/src/identity/access/session-cache.ts) rather than wait for its own
 * notification, which may arrive after the command's answer and the person's next request.
 */
export const usersWithRevokedSessions = (events: ReadonlyArray<RecordedEvent>): Set<string> =>
  new Set((events as Array<RecordedEvent & UserEvent>).filter(revokes).map((event) => event.data.userId));

/**
 * Owns `session_activity` (./session-activity.ts), whose rows it deletes with their sessions, in the
 * same transaction: an ended session's address and device do not outlive it. In the transaction that ends a session or changes what it allows (the changes
 * `user_sessions` and `users.role` make), it tells every process's session cache whose sessions to
 * drop. NOTIFY inside the transaction is sent on commit and never on rollback, from whichever process
 * ran the command, so no cache outlives the commit by more than the notification's trip. These events
 * are rare, so the commit lock a NOTIFY takes (database/coalesced-notifier.ts) costs nothing here.
 */
export const sessionRevocationsProjection: Projection = {
  name: 'session-revocations',
  eventTypes: ['SessionEnded', 'PasswordChanged', 'PersonalDataErased', 'RoleGranted'],
  tables: [],
  async createTables(tx, suffix = '') {
    if (!suffix) await createSessionActivityTable(tx);
  },
  async apply(tx, events: RecordedEvent[], suffix = '') {
    // A replay rebuilds tables nobody reads yet: the live sessions are unchanged.
    if (suffix) return;
    for (const event of events as Array<RecordedEvent & UserEvent>) {
      if (event.type === 'SessionEnded')
        await tx.query('DELETE FROM session_activity WHERE session_id = $1', [event.data.sessionId]);
      else if (event.type !== 'RoleGranted' && revokes(event))
        await tx.query('DELETE FROM session_activity WHERE user_id = $1', [event.data.userId]);
    }
    for (const userId of usersWithRevokedSessions(events))
      await tx.query('SELECT pg_notify($1, $2)', [SESSIONS_REVOKED_CHANNEL, userId]);
  },
};
