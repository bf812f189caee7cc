import type { PersonSummary, PersonalDataReadModels } from '@portal/contracts';
import type { Queryable } from '@portal/event-store';

/**
 * One account as the personal-data page shows it before an export or an erasure; `erased_at` comes
 * from the person's key in the event store's vault.
 */
export async function personSummary(db: Queryable, userId: string): Promise<PersonSummary | null> {
  const { rows } = await db.query<{
    id: string;
    first_name: string;
    last_name: string;
    email: string;
    role: PersonSummary['role'];
    registered_at: Date | string;
    erased_at: Date | string | null;
  }>(
    `SELECT u.id, u.first_name, u.last_name, u.email, u.role, u.registered_at, k.erased_at
       FROM users u LEFT JOIN personal_data_keys k ON k.subject_id = u.id WHERE u.id = $1`,
    [userId],
  );
  const row = rows.at(0);
  if (!row) return null;
  return {
    ...row,
    registered_at: new Date(row.registered_at).toISOString(),
    erased_at: row.erased_at ? new Date(row.erased_at).toISOString() : null,
  };
}

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

/** The person's rows in every read model that holds any, as stored, credentials left out. */
export async function personalDataRows(db: Queryable, userId: string): Promise<PersonalDataReadModels> {
  const readModels: Record<string, unknown> = {};
  for (const { key, sql } of READ_MODELS) {
    const { rows } = await db.query(sql, [userId]);
    const clean = rows.map((row) => Object.fromEntries(Object.entries(row).filter(([c]) => !SECRET_COLUMNS.has(c))));
    readModels[key] = key === 'account' || key === 'profile' ? (clean[0] ?? null) : clean;
  }
  // Filled above, one key of READ_MODELS each.
  return readModels as PersonalDataReadModels;
}
