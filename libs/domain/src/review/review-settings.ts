import type { ApplicationRole } from '@portal/contracts';
import { type Decider, type DomainEvent, assertNever } from '../shared/decider';
import { DomainError } from '../shared/domain-error';
import { DEFAULT_REVIEW_CRITERIA, type ReviewCriterion } from './review-criteria';

/** Admins' review settings, one stream for the programme: criteria per course and role, anonymity. */
export const REVIEW_SETTINGS_STREAM = 'review-settings';
export const REVIEW_SETTINGS_STREAM_TYPE = 'review-settings';

export type ReviewSettingsEvent =
  | DomainEvent<
      'ReviewCriteriaSet',
      { courseId: string; role: ApplicationRole; criteria: ReviewCriterion[]; setAt: string }
    >
  /** `courseId` null: the programme-wide setting, which applies where a course has none of its own. */
  | DomainEvent<'ReviewAnonymitySet', { courseId: string | null; anonymised: boolean; setAt: string }>;

export type ReviewSettingsCommand =
  | { type: 'SetReviewCriteria'; courseId: string; role: ApplicationRole; criteria: ReviewCriterion[]; now: Date }
  | { type: 'SetReviewAnonymity'; courseId: string | null; anonymised: boolean; now: Date };

export interface ReviewSettingsState {
  criteria: Record<string, ReviewCriterion[]>;
  anonymity: Record<string, boolean>;
}

const criteriaKey = (courseId: string, role: ApplicationRole) => `${courseId}/${role}`;
const anonymityKey = (courseId: string | null) => courseId ?? '*';

/** The criteria a review of this course and role is scored on: the admins' own, else the role's defaults. */
export const criteriaInForce = (
  state: ReviewSettingsState,
  courseId: string,
  role: ApplicationRole,
): ReviewCriterion[] => state.criteria[criteriaKey(courseId, role)] ?? [...DEFAULT_REVIEW_CRITERIA[role]];

export const reviewSettingsDecider: Decider<ReviewSettingsCommand, ReviewSettingsEvent, ReviewSettingsState> = {
  eventTypes: { ReviewCriteriaSet: true, ReviewAnonymitySet: true },
  initialState: () => ({ criteria: {}, anonymity: {} }),

  evolve(state, event) {
    switch (event.type) {
      case 'ReviewCriteriaSet': {
        const key = criteriaKey(event.data.courseId, event.data.role);
        return { ...state, criteria: { ...state.criteria, [key]: event.data.criteria } };
      }
      case 'ReviewAnonymitySet':
        return {
          ...state,
          anonymity: { ...state.anonymity, [anonymityKey(event.data.courseId)]: event.data.anonymised },
        };
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    const setAt = command.now.toISOString();
    switch (command.type) {
      case 'SetReviewCriteria': {
        const { courseId, role, criteria } = command;
        const keys = criteria.map((criterion) => criterion.key);
        if (new Set(keys).size !== keys.length)
          throw new DomainError('unique', 'Each criterion needs a key of its own.', 'criteria');
        if (JSON.stringify(state.criteria[criteriaKey(courseId, role)]) === JSON.stringify(criteria)) return [];
        return [{ type: 'ReviewCriteriaSet', data: { courseId, role, criteria, setAt } }];
      }
      case 'SetReviewAnonymity': {
        const { courseId, anonymised } = command;
        // A course with no setting of its own follows the programme's, which starts off.
        const current = state.anonymity[anonymityKey(courseId)] ?? (courseId === null ? false : undefined);
        if (current === anonymised) return [];
        return [{ type: 'ReviewAnonymitySet', data: { courseId, anonymised, setAt } }];
      }
      default:
        return assertNever(command);
    }
  },
};
