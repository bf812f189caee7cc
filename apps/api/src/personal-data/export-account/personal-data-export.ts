import {
  applicantIndexStreamId,
  applicationStreamId,
  contentAccessStreamId,
  profileStreamId,
  userStreamId,
} from '@portal/domain';
import type { PersonalDataExport, PersonalDataReadModels } from '@portal/contracts';
import type { PersonalDataVault, Queryable } from '@portal/event-store';
import {
  STORED_EVENT_COLUMNS,
  type AuditEvent,
  type StoredEventRow,
  toAuditEvents,
} from '../../audit/shared/audit-event';

/**
 * Read models that hold rows about one person, and the column naming them. The password hash and
 * session token hashes are credentials, not data about the person: they are left out.
 */
const READ_MODELS: ReadonlyArray<{ key: keyof PersonalDataReadModels; sql: string }> = [
  { key: 'account', sql: 'SELECT * FROM users WHERE id = $1' },
  { key: 'profile', sql: 'SELECT * FROM user_profiles WHERE user_id = $1' },
  { key: 'applications', sql: 'SELECT * FROM applications WHERE user_id = $1 ORDER BY submitted_at' },
  {
    key: 'enrollments',
    sql: 'SELECT e.* FROM enrollments e JOIN applications a ON a.id = e.application_id WHERE a.user_id = $1',
  },
  { key: 'payment_receipts', sql: 'SELECT * FROM payment_receipts WHERE user_id = $1 ORDER BY paid_at' },
  { key: 'pod_memberships', sql: 'SELECT * FROM pod_members WHERE user_id = $1' },
  { key: 'certificates', sql: 'SELECT * FROM certificates WHERE user_id = $1' },
  { key: 'social_accounts', sql: 'SELECT id, provider, connected_at FROM social_accounts WHERE user_id = $1' },
  { key: 'sessions', sql: 'SELECT session_id, method, started_at FROM user_sessions WHERE user_id = $1' },
  { key: 'content_access', sql: 'SELECT * FROM content_access WHERE user_id = $1' },
];

const SECRET_COLUMNS = new Set(['password_hash']);

export type { PersonalDataExport };

/**
 * Everything the portal holds about one person, decrypted: their rows in every read model and every
 * event of their own streams (account, profile, applicant index, content access, each application),
 * plus any other event that names them (pods, certificates).
 */
export async function exportPersonalData(
  db: Queryable,
  vault: PersonalDataVault,
  userId: string,
): Promise<PersonalDataExport> {
  const readModels: Record<string, unknown> = {};
  for (const { key, sql } of READ_MODELS) {
    const { rows } = await db.query<Record<string, unknown>>(sql, [userId]);
    const clean = rows.map((row) => Object.fromEntries(Object.entries(row).filter(([c]) => !SECRET_COLUMNS.has(c))));
    readModels[key] = key === 'account' || key === 'profile' ? (clean[0] ?? null) : clean;
  }
  const { rows: applications } = await db.query<{ id: string }>(
    `SELECT DISTINCT data->>'applicationId' AS id FROM events WHERE type = 'ApplicationSubmitted' AND data->>'userId' = $1`,
    [userId],
  );
  const streams = [
    userStreamId(userId),
    profileStreamId(userId),
    applicantIndexStreamId(userId),
    contentAccessStreamId(userId),
    ...applications.map((application) => applicationStreamId(application.id)),
  ];
  const { rows } = await db.query<StoredEventRow>(
    `SELECT ${STORED_EVENT_COLUMNS} FROM events WHERE stream_id = ANY($1::text[]) OR data->>'userId' = $2
      ORDER BY global_position`,
    [streams, userId],
  );
  const events = (await toAuditEvents(db, vault, rows)).map((event) => withoutSecrets(event));
  return {
    user_id: userId,
    exported_at: new Date().toISOString(),
    // Filled above, one key of READ_MODELS each.
    read_models: readModels as PersonalDataReadModels,
    events,
  };
}

/** Password hashes in the log are credentials too: the export says one was set, not what it is. */
function withoutSecrets(event: AuditEvent): AuditEvent {
  const data = event.data as Record<string, unknown> | null;
  if (!data || typeof data !== 'object' || !('passwordHash' in data)) return event;
  return { ...event, data: { ...data, passwordHash: data.passwordHash === null ? null : '(set)' } };
}
