import type { Queryable } from '@portal/event-store';

/** The account behind each of these applications (application id → user id); unknown ids are left out. */
export async function userIdsOfApplications(db: Queryable, applicationIds: string[]): Promise<Map<string, string>> {
  const { rows } = await db.query<{ id: string; user_id: string }>(
    'SELECT id, user_id FROM applications WHERE id = ANY($1::text[])',
    [applicationIds],
  );
  return new Map(rows.map((row) => [row.id, row.user_id]));
}
