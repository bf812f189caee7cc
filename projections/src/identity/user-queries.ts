import type { Queryable } from '@portal/event-store';

/** The email of each of these accounts (user id → email), in one query; unknown ids are left out. */
export async function emailsOfUsers(db: Queryable, userIds: string[]): Promise<Map<string, string>> {
  const { rows } = await db.query<{ id: string; email: string }>('SELECT id, email FROM users WHERE id = ANY($1)', [
    userIds,
  ]);
  return new Map(rows.map((row) => [row.id, row.email]));
}

/** Each account's full name (user id → "First Last"), in one query; unknown ids and blank names are left out. */
export async function namesOfUsers(db: Queryable, userIds: string[]): Promise<Map<string, string>> {
  const { rows } = await db.query<{ id: string; name: string | null }>(
    `SELECT id, nullif(trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')), '') AS name
       FROM users WHERE id = ANY($1)`,
    [userIds],
  );
  return new Map(rows.flatMap((row) => (row.name ? [[row.id, row.name] as const] : [])));
}

/** Every admin's address and first name, by id: whom the platform tells about what needs an admin. */
export async function listAdmins(db: Queryable): Promise<Array<{ id: string; email: string; first_name: string }>> {
  const { rows } = await db.query<{ id: string; email: string; first_name: string }>(
    "SELECT id, email, first_name FROM users WHERE role = 'admin' ORDER BY id",
  );
  return rows;
}
