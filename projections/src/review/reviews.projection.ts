import type { ApplicationRole } from '@portal/contracts';
import {
  DEFAULT_REVIEW_CRITERIA,
  type ReviewCriterion,
  type ReviewEvent,
  type ReviewSettingsEvent,
} from '@portal/domain';
import type { Projection, Queryable, RecordedEvent } from '@portal/event-store';

/**
 * `application_reviews`: each reviewer's latest review of an application; `review_criteria` and
 * `review_anonymity`: the admins' settings (`course_id` '*' is the programme-wide anonymity).
 * Inline, so a reviewer sees their own review right after saving it.
 */
export const reviewsProjection: Projection = {
  name: 'reviews',
  eventTypes: ['ReviewRecorded', 'ReviewersAssigned', 'ReviewCriteriaSet', 'ReviewAnonymitySet'],
  tables: ['application_reviews', 'application_reviewers', 'review_criteria', 'review_anonymity'],

  async createTables(tx, suffix = '') {
    await tx.query(`CREATE TABLE IF NOT EXISTS application_reviews${suffix} (
      application_id text NOT NULL,
      reviewer_id text NOT NULL,
      criteria jsonb NOT NULL,
      weighted_score numeric NOT NULL,
      notes text NOT NULL,
      recorded_at timestamptz NOT NULL,
      PRIMARY KEY (application_id, reviewer_id)
    )`);
    await tx.query(`CREATE TABLE IF NOT EXISTS application_reviewers${suffix} (
      application_id text NOT NULL,
      reviewer_id text NOT NULL,
      assigned_at timestamptz NOT NULL,
      PRIMARY KEY (application_id, reviewer_id)
    )`);
    await tx.query(`CREATE TABLE IF NOT EXISTS review_criteria${suffix} (
      course_id text NOT NULL,
      role text NOT NULL,
      criteria jsonb NOT NULL,
      PRIMARY KEY (course_id, role)
    )`);
    await tx.query(`CREATE TABLE IF NOT EXISTS review_anonymity${suffix} (
      course_id text PRIMARY KEY,
      anonymised boolean NOT NULL
    )`);
  },

  async apply(tx, events, suffix = '') {
    for (const event of events as Array<RecordedEvent & (ReviewEvent | ReviewSettingsEvent)>) {
      if (event.type === 'ReviewRecorded') {
        const d = event.data;
        await tx.query(
          `INSERT INTO application_reviews${suffix} (application_id, reviewer_id, criteria, weighted_score, notes, recorded_at)
           VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (application_id, reviewer_id) DO UPDATE SET criteria = EXCLUDED.criteria,
             weighted_score = EXCLUDED.weighted_score, notes = EXCLUDED.notes, recorded_at = EXCLUDED.recorded_at`,
          [d.applicationId, d.reviewerId, JSON.stringify(d.criteria), d.weightedScore, d.notes, d.recordedAt],
        );
      } else if (event.type === 'ReviewersAssigned') {
        for (const reviewerId of event.data.reviewerIds)
          await tx.query(
            `INSERT INTO application_reviewers${suffix} (application_id, reviewer_id, assigned_at) VALUES ($1, $2, $3)
             ON CONFLICT DO NOTHING`,
            [event.data.applicationId, reviewerId, event.data.assignedAt],
          );
      } else if (event.type === 'ReviewCriteriaSet') {
        await tx.query(
          `INSERT INTO review_criteria${suffix} (course_id, role, criteria) VALUES ($1, $2, $3)
           ON CONFLICT (course_id, role) DO UPDATE SET criteria = EXCLUDED.criteria`,
          [event.data.courseId, event.data.role, JSON.stringify(event.data.criteria)],
        );
      } else if (event.type === 'ReviewAnonymitySet') {
        await tx.query(
          `INSERT INTO review_anonymity${suffix} (course_id, anonymised) VALUES ($1, $2)
           ON CONFLICT (course_id) DO UPDATE SET anonymised = EXCLUDED.anonymised`,
          [event.data.courseId ?? '*', event.data.anonymised],
        );
      }
    }
  },
};

/** The criteria reviewers score for a course and role: the admins' own, else the defaults. */
export async function reviewCriteriaFor(
  db: Queryable,
  courseId: string,
  role: ApplicationRole,
): Promise<ReviewCriterion[]> {
  const { rows } = await db.query<{ criteria: ReviewCriterion[] }>(
    'SELECT criteria FROM review_criteria WHERE course_id = $1 AND role = $2',
    [courseId, role],
  );
  return rows[0]?.criteria ?? [...DEFAULT_REVIEW_CRITERIA[role]];
}

/** Anonymity of one course (its own setting, else the programme's), or of the programme (`null`). */
export async function isReviewAnonymised(db: Queryable, courseId: string | null): Promise<boolean> {
  const { rows } = await db.query<{ course_id: string; anonymised: boolean }>(
    "SELECT course_id, anonymised FROM review_anonymity WHERE course_id IN ('*', $1)",
    [courseId ?? '*'],
  );
  const own = rows.find((row) => row.course_id === courseId);
  return (own ?? rows.find((row) => row.course_id === '*'))?.anonymised ?? false;
}

/** Courses whose reviews are anonymised, and whether the programme-wide setting is on. */
export async function anonymisedCourses(db: Queryable): Promise<{ global: boolean; on: string[]; off: string[] }> {
  const { rows } = await db.query<{ course_id: string; anonymised: boolean }>(
    'SELECT course_id, anonymised FROM review_anonymity',
  );
  const courses = rows.filter((row) => row.course_id !== '*');
  return {
    global: rows.find((row) => row.course_id === '*')?.anonymised ?? false,
    on: courses.filter((row) => row.anonymised).map((row) => row.course_id),
    off: courses.filter((row) => !row.anonymised).map((row) => row.course_id),
  };
}

export interface ReviewRow {
  reviewer_id: string;
  /** A staff member's name (staff names are not applicants' personal data). */
  reviewer_name: string;
  criteria: Array<ReviewCriterion & { score: number }>;
  weighted_score: number;
  notes: string;
  recorded_at: string;
}

export async function reviewsOf(db: Queryable, applicationId: string): Promise<ReviewRow[]> {
  const { rows } = await db.query<ReviewRow & { recorded_at: Date | string; weighted_score: string | number }>(
    `SELECT r.reviewer_id, coalesce(u.first_name || ' ' || u.last_name, '') AS reviewer_name, r.criteria,
            r.weighted_score, r.notes, r.recorded_at
       FROM application_reviews r LEFT JOIN users u ON u.id = r.reviewer_id
      WHERE r.application_id = $1 ORDER BY r.recorded_at`,
    [applicationId],
  );
  return rows.map((row) => ({
    ...row,
    weighted_score: Number(row.weighted_score),
    recorded_at: new Date(row.recorded_at).toISOString(),
  }));
}
