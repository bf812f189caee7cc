import type { DomainEvent } from '../shared/decider';

/**
 * A reviewer's scores of one application on the criteria in force for its course and role (kept
 * with their weights, so a later change of criteria leaves past reviews readable), with notes.
 * A reviewer reviewing again replaces their own earlier review.
 */
export type ReviewRecorded = DomainEvent<
  'ReviewRecorded',
  {
    applicationId: string;
    /** The applicant: the notes are about them, encrypted under their key. */
    userId: string;
    reviewerId: string;
    criteria: Array<{ key: string; label: string; weight: number; score: number }>;
    weightedScore: number;
    notes: string;
    recordedAt: string;
  }
>;

/** Reviewers given the application to review (by an admin, or the balanced assignment). */
export type ReviewersAssigned = DomainEvent<
  'ReviewersAssigned',
  { applicationId: string; reviewerIds: string[]; assignedAt: string }
>;

export type ReviewEvent = ReviewRecorded | ReviewersAssigned;

/** One stream per application's reviews: `review-{applicationId}`. */
export const reviewStreamId = (applicationId: string) => `review-${applicationId}`;
export const REVIEW_STREAM_TYPE = 'review';
