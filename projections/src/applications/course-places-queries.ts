import { type ApplicationRole, type ApplicationStatus, PLACE_HOLDING_STATUSES } from '@portal/contracts';
import { type Queryable, toNumber } from '@portal/event-store';

/** How many of a course's places a role holds now: its applications in a place-holding status (contracts). */
export async function countPlacesTaken(db: Queryable, courseId: string, role: ApplicationRole): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*) AS n FROM applications WHERE course_id = $1 AND role = $2 AND status = ANY($3)',
    [courseId, role, PLACE_HOLDING_STATUSES],
  );
  return toNumber(rows[0].n);
}

/** Where the applications of a staff request stand: their course, role and status (unknown ids are left out). */
export async function placesOfApplications(
  db: Queryable,
  ids: string[],
): Promise<Array<{ id: string; course_id: string; role: ApplicationRole; status: ApplicationStatus }>> {
  const { rows } = await db.query<{ id: string; course_id: string; role: ApplicationRole; status: ApplicationStatus }>(
    'SELECT id, course_id, role, status FROM applications WHERE id = ANY($1)',
    [ids],
  );
  return rows;
}

/** The next in line on a course's waitlist for a role: the oldest waitlist decision first (then by id, to be stable). */
export async function nextWaitlisted(db: Queryable, courseId: string, role: ApplicationRole): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM applications WHERE course_id = $1 AND role = $2 AND status = 'waitlist'
      ORDER BY status_since, id LIMIT 1`,
    [courseId, role],
  );
  return rows[0]?.id ?? null;
}
