import type { ReviewCriterion, ReviewEvent, ReviewRecorded, ReviewersAssigned } from '@portal/domain';
import {
  type Projection,
  type Queryable,
  type Recorded,
  type RowSetReadModel,
  projectionOf,
} from '@portal/event-store';

export interface ApplicationReviewRecord extends Record<string, unknown> {
  application_id: string;
  reviewer_id: string;
  criteria: Array<ReviewCriterion & { score: number }>;
  weighted_score: number;
  notes: string;
  recorded_at: Date;
}

export interface ApplicationReviewerRecord extends Record<string, unknown> {
  application_id: string;
  reviewer_id: string;
  assigned_at: Date;
}

const byApplication = (event: Recorded<ReviewEvent>) => event.data.applicationId;

/**
 * `application_reviews`: each reviewer's latest review of an application, grouped by application (one
 * review stream each). Inline, so a reviewer sees their own review right after saving it.
 */
export const applicationReviewsReadModel: RowSetReadModel<
  { application_reviews: ApplicationReviewRecord[] },
  ReviewRecorded
> = {
  name: 'application_reviews',
  eventTypes: ['ReviewRecorded'],
  tables: [
    {
      name: 'application_reviews',
      key: ['application_id', 'reviewer_id'],
      group: 'application_id',
      columns: {
        application_id: 'text NOT NULL',
        reviewer_id: 'text NOT NULL',
        criteria: 'jsonb NOT NULL',
        weighted_score: 'numeric NOT NULL',
        notes: 'text NOT NULL',
        recorded_at: 'timestamptz NOT NULL',
      },
    },
  ],
  groupOf: byApplication,
  singleStream: true,

  fold(rows, event) {
    const d = event.data;
    const review: ApplicationReviewRecord = {
      application_id: d.applicationId,
      reviewer_id: d.reviewerId,
      criteria: d.criteria,
      weighted_score: d.weightedScore,
      notes: d.notes,
      recorded_at: new Date(d.recordedAt),
    };
    // Reviewing again replaces the reviewer's own earlier review.
    const others = rows.application_reviews.filter((row) => row.reviewer_id !== d.reviewerId);
    return { application_reviews: [...others, review] };
  },
};

/** `application_reviewers`: who was given an application to review; assigning again keeps the first time. */
export const applicationReviewersReadModel: RowSetReadModel<
  { application_reviewers: ApplicationReviewerRecord[] },
  ReviewersAssigned
> = {
  name: 'application_reviewers',
  eventTypes: ['ReviewersAssigned'],
  tables: [
    {
      name: 'application_reviewers',
      key: ['application_id', 'reviewer_id'],
      group: 'application_id',
      columns: { application_id: 'text NOT NULL', reviewer_id: 'text NOT NULL', assigned_at: 'timestamptz NOT NULL' },
    },
  ],
  groupOf: byApplication,
  singleStream: true,

  fold(rows, event) {
    const { applicationId, reviewerIds, assignedAt } = event.data;
    const present = new Set(rows.application_reviewers.map((row) => row.reviewer_id));
    const added = [...new Set(reviewerIds)]
      .filter((reviewerId) => !present.has(reviewerId))
      .map((reviewerId) => ({
        application_id: applicationId,
        reviewer_id: reviewerId,
        assigned_at: new Date(assignedAt),
      }));
    return added.length === 0 ? rows : { application_reviewers: [...rows.application_reviewers, ...added] };
  },
};

export const applicationReviewsProjection: Projection = projectionOf(applicationReviewsReadModel);
export const applicationReviewersProjection: Projection = projectionOf(applicationReviewersReadModel);

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
  const { rows } = await db.query<
    Omit<ReviewRow, 'recorded_at' | 'weighted_score'> & { recorded_at: Date | string; weighted_score: string | number }
  >(
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
