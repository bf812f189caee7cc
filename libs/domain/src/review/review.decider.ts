import { DomainError } from '../shared/domain-error';
import { type Decider, assertNever } from '../shared/decider';
import { MAX_SCORE, MIN_SCORE, type ReviewCriterion, weightedScore } from './review-criteria';
import type { ReviewEvent, ReviewRecorded } from './review.events';
import type { StaffRole } from '../identity/user.events';

export type ReviewCommand =
  | {
      type: 'AssignReviewers';
      applicationId: string;
      reviewerIds: string[];
      /** Each named reviewer's staff role, from their user stream (null: no staff role, no account, erased). */
      roles: Readonly<Partial<Record<string, StaffRole | null>>>;
      now: Date;
    }
  | RecordReviewCommand;

type RecordReviewCommand = {
  type: 'RecordReview';
  applicationId: string;
  userId: string;
  reviewerId: string;
  /** The criteria in force for the application's course and role, looked up by the handler. */
  criteria: ReadonlyArray<ReviewCriterion>;
  scores: Record<string, number>;
  notes: string;
  now: Date;
};

/** Each reviewer's latest review of the application, and who is assigned to review it. */
export type ReviewState = { reviews: Record<string, ReviewRecorded['data']>; assigned: string[] };

export const MAX_NOTES_LENGTH = 5000;

// Partial: the scores come from the request and may leave a criterion out.
function checkScores(criteria: ReadonlyArray<ReviewCriterion>, scores: Partial<Record<string, number>>) {
  const keys = new Set(criteria.map((criterion) => criterion.key));
  const unknown = Object.keys(scores).find((key) => !keys.has(key));
  if (unknown) throw new DomainError('invalid', `"${unknown}" is not a criterion of this course and role.`, 'scores');
  for (const { key, label } of criteria) {
    const score = scores[key];
    if (score === undefined) throw new DomainError('required', `Score "${label}".`, 'scores');
    if (!Number.isInteger(score) || score < MIN_SCORE || score > MAX_SCORE)
      throw new DomainError('invalid', `A score is a whole number from ${MIN_SCORE} to ${MAX_SCORE}.`, 'scores');
  }
}

const sameReview = (before: ReviewRecorded['data'] | undefined, after: ReviewRecorded['data']) =>
  before !== undefined &&
  before.notes === after.notes &&
  JSON.stringify(before.criteria) === JSON.stringify(after.criteria);

export const reviewDecider: Decider<ReviewCommand, ReviewEvent, ReviewState> = {
  eventTypes: { ReviewRecorded: true, ReviewersAssigned: true },
  initialState: () => ({ reviews: {}, assigned: [] }),

  evolve(state, event) {
    switch (event.type) {
      case 'ReviewRecorded':
        return { ...state, reviews: { ...state.reviews, [event.data.reviewerId]: event.data } };
      case 'ReviewersAssigned':
        return { ...state, assigned: [...state.assigned, ...event.data.reviewerIds] };
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'RecordReview': {
        const { applicationId, userId, reviewerId, criteria, scores, now } = command;
        checkScores(criteria, scores);
        const notes = command.notes.trim();
        if (notes.length > MAX_NOTES_LENGTH)
          throw new DomainError('max_length', `Notes have at most ${MAX_NOTES_LENGTH} characters.`, 'notes');
        const data: ReviewRecorded['data'] = {
          applicationId,
          userId,
          reviewerId,
          criteria: criteria.map(({ key, label, weight }) => ({ key, label, weight, score: scores[key] })),
          weightedScore: weightedScore(criteria, scores),
          notes,
          recordedAt: now.toISOString(),
        };
        // The same review sent twice (a double click, a retried request) records nothing new.
        if (sameReview(state.reviews[reviewerId], data)) return [];
        return [{ type: 'ReviewRecorded', data }];
      }
      case 'AssignReviewers': {
        // Only staff accounts review: an applicant's or an unknown id is refused on the field.
        if (command.reviewerIds.some((id) => !Object.hasOwn(command.roles, id) || !command.roles[id]))
          throw new DomainError('invalid', 'Only staff accounts review applications.', 'reviewers');
        // Someone already assigned stays as they are: assigning twice records nothing new.
        const added = [...new Set(command.reviewerIds)].filter((id) => !state.assigned.includes(id));
        if (added.length === 0) return [];
        const data = {
          applicationId: command.applicationId,
          reviewerIds: added,
          assignedAt: command.now.toISOString(),
        };
        return [{ type: 'ReviewersAssigned', data }];
      }
      default:
        return assertNever(command);
    }
  },
};
