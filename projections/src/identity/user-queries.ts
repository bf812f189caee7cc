import type { Queryable } from '@portal/event-store';

/** The email of each of these accounts (user id → email), in one query; unknown ids are left out. */
export async function emailsOfUsers(db: Queryable, userIds: string[]): Promise<Map<string, string>> {
  const { rows } = await db.query<{ id: string; email: string }>('SELECT id, email FROM users WHERE id = ANY($1)', [
    userIds,
  ]);
  return new Map(rows.map((row) => [row.id, row.email]));
}
