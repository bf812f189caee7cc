import type { PersonSummary } from '@portal/contracts';
import type { Queryable } from '@portal/event-store';

export type { PersonSummary };

/** One account as the personal-data page shows it before an export or an erasure. */
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
  const row = rows[0];
  if (!row) return null;
  return {
    ...row,
    registered_at: new Date(row.registered_at).toISOString(),
    erased_at: row.erased_at ? new Date(row.erased_at).toISOString() : null,
  };
}
