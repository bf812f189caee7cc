import type { ApplicationRole } from '@portal/contracts';
import type { ApplicationToAssign, ReviewerLoad } from '@portal/domain';
import { type Queryable, toNumber } from '@portal/event-store';

/** Accounts with the reviewer role, their institution (if their profile names one) and their load. */
export async function reviewerLoads(db: Queryable): Promise<Array<ReviewerLoad & { name: string }>> {
  const { rows } = await db.query<{ id: string; name: string; institution: string | null; assigned: number }>(
    `SELECT u.id, u.first_name || ' ' || u.last_name AS name, p.general_info->>'institution' AS institution,
            (SELECT count(*) FROM application_reviewers r WHERE r.reviewer_id = u.id) AS assigned
       FROM users u LEFT JOIN user_profiles p ON p.user_id = u.id
      WHERE u.role = 'reviewer' ORDER BY u.id`,
  );
  return rows.map((row) => ({
    reviewerId: row.id,
    name: row.name,
    institution: row.institution,
    assigned: toNumber(row.assigned),
  }));
}

/** A course's undecided applications (applied or waitlisted), with the applicant's institution and reviewers. */
export async function applicationsToReview(
  db: Queryable,
  courseId: string,
  role: ApplicationRole | null,
): Promise<ApplicationToAssign[]> {
  const { rows } = await db.query<{ id: string; institution: string | null; reviewer_ids: string[] }>(
    `SELECT a.id, p.general_info->>'institution' AS institution,
            coalesce(array_agg(r.reviewer_id) FILTER (WHERE r.reviewer_id IS NOT NULL), '{}') AS reviewer_ids
       FROM applications a
       LEFT JOIN user_profiles p ON p.user_id = a.user_id
       LEFT JOIN application_reviewers r ON r.application_id = a.id
      WHERE a.course_id = $1 AND ($2::text IS NULL OR a.role = $2) AND a.status IN ('applied', 'waitlist')
      GROUP BY a.id, p.general_info->>'institution'
      ORDER BY min(a.submitted_at), a.id`,
    [courseId, role],
  );
  return rows.map((row) => ({ applicationId: row.id, institution: row.institution, reviewerIds: row.reviewer_ids }));
}

export async function reviewersOf(db: Queryable, applicationId: string): Promise<string[]> {
  const { rows } = await db.query<{ reviewer_id: string }>(
    'SELECT reviewer_id FROM application_reviewers WHERE application_id = $1 ORDER BY assigned_at, reviewer_id',
    [applicationId],
  );
  return rows.map((row) => row.reviewer_id);
}
