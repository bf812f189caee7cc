import type { ApplicationRole } from '@portal/contracts';
import { DEFAULT_REVIEW_CRITERIA, type ReviewCriterion, type ReviewSettingsEvent } from '@portal/domain';

type ReviewCriteriaSet = Extract<ReviewSettingsEvent, { type: 'ReviewCriteriaSet' }>;
type ReviewAnonymitySet = Extract<ReviewSettingsEvent, { type: 'ReviewAnonymitySet' }>;
import {
  type Projection,
  type Queryable,
  type ReadModel,
  type RowSetReadModel,
  projectionOf,
} from '@portal/event-store';

export interface ReviewCriteriaRecord extends Record<string, unknown> {
  course_id: string;
  role: ApplicationRole;
  criteria: ReviewCriterion[];
}

export interface ReviewAnonymityRecord extends Record<string, unknown> {
  course_id: string;
  anonymised: boolean;
}

/** `review_criteria`: the criteria admins set per course and role (one settings stream), grouped by course. */
export const reviewCriteriaReadModel: RowSetReadModel<{ review_criteria: ReviewCriteriaRecord[] }, ReviewCriteriaSet> =
  {
    name: 'review_criteria',
    eventTypes: ['ReviewCriteriaSet'],
    tables: [
      {
        name: 'review_criteria',
        key: ['course_id', 'role'],
        group: 'course_id',
        columns: { course_id: 'text NOT NULL', role: 'text NOT NULL', criteria: 'jsonb NOT NULL' },
      },
    ],
    groupOf: (event) => event.data.courseId,
    singleStream: true,

    fold(rows, event) {
      const { courseId, role, criteria } = event.data;
      const others = rows.review_criteria.filter((row) => row.role !== role);
      return { review_criteria: [...others, { course_id: courseId, role, criteria }] };
    },
  };

/** `review_anonymity`: whether reviews are anonymised, per course; `course_id` '*' is the programme-wide setting. */
export const reviewAnonymityReadModel: ReadModel<ReviewAnonymityRecord, ReviewAnonymitySet> = {
  name: 'review_anonymity',
  eventTypes: ['ReviewAnonymitySet'],
  table: {
    name: 'review_anonymity',
    key: 'course_id',
    columns: { course_id: 'text PRIMARY KEY', anonymised: 'boolean NOT NULL' },
  },
  keyOf: (event) => event.data.courseId ?? '*',
  singleStream: true,

  fold(_row, event) {
    return { course_id: event.data.courseId ?? '*', anonymised: event.data.anonymised };
  },
};

export const reviewCriteriaProjection: Projection = projectionOf(reviewCriteriaReadModel);
export const reviewAnonymityProjection: Projection = projectionOf(reviewAnonymityReadModel);

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
