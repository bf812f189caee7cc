import type { CourseView } from '@portal/contracts';
import type { CourseSnapshot } from '@portal/domain';
import type { Queryable } from '@portal/event-store';
import type { ApplicationRow } from './applications.read-model';

/**
 * What a row of the applicant's Submitted Applications table is made of: no answers, the course beside
 * it, and the end of the offer made on it (null before any offer), which staff may set per offer.
 */
export type ApplicationSummaryRow = Pick<
  ApplicationRow,
  'id' | 'course_id' | 'role' | 'status' | 'wants_to_enroll' | 'submitted_at'
> & { course: CourseView; offer_end_date: Date | null };

// Every signed-in applicant's first page reads this: prepared, and without the answers (most of a row's bytes).
const SUMMARIES_OF_USER = `SELECT a.id, a.course_id, a.role, a.status, a.wants_to_enroll, a.submitted_at, c.course,
       e.accepting_offer_end_date AS offer_end_date
  FROM applications a JOIN courses c ON c.id = a.course_id
  LEFT JOIN enrollments e ON e.application_id = a.id
 WHERE a.user_id = $1 ORDER BY a.submitted_at DESC, a.id`;

/** The applicant's live applications for their list, newest first. */
export async function listApplicationSummariesOfUser(db: Queryable, userId: string): Promise<ApplicationSummaryRow[]> {
  const { rows } = await db.query<Omit<ApplicationSummaryRow, 'course'> & { course: CourseSnapshot }>(
    SUMMARIES_OF_USER,
    [userId],
    { prepareAs: 'application_summaries_of_user' },
  );
  return rows.map(({ course, ...row }) => ({ ...row, course: { id: row.course_id, ...course } }));
}
