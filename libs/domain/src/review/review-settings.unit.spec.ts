import { specFor } from '../shared/testing/given-when-then';
import { DEFAULT_REVIEW_CRITERIA } from './review-criteria';
import { type ReviewSettingsEvent, criteriaInForce, reviewSettingsDecider } from './review-settings';

const given = specFor(reviewSettingsDecider);
const now = new Date('2030-03-01T10:00:00Z');
const setAt = now.toISOString();
const criteria = [
  { key: 'motivation', label: 'Motivation', weight: 3 },
  { key: 'maths', label: 'Maths', weight: 1 },
];

describe('review settings', () => {
  it('sets the criteria of a course and role', () => {
    given([])
      .when({ type: 'SetReviewCriteria', courseId: 'c1', role: 'student', criteria, now })
      .then([{ type: 'ReviewCriteriaSet', data: { courseId: 'c1', role: 'student', criteria, setAt } }]);
  });

  it('records nothing when the criteria are set again as they are', () => {
    given([{ type: 'ReviewCriteriaSet', data: { courseId: 'c1', role: 'student', criteria, setAt } }])
      .when({ type: 'SetReviewCriteria', courseId: 'c1', role: 'student', criteria, now })
      .then([]);
  });

  it('refuses two criteria with one key', () => {
    given([])
      .when({ type: 'SetReviewCriteria', courseId: 'c1', role: 'ta', criteria: [criteria[0], criteria[0]], now })
      .thenThrows('unique', 'criteria');
  });

  it('turns anonymised review on for the programme, and off for one course', () => {
    given([])
      .when({ type: 'SetReviewAnonymity', courseId: null, anonymised: true, now })
      .then([{ type: 'ReviewAnonymitySet', data: { courseId: null, anonymised: true, setAt } }]);
    given([{ type: 'ReviewAnonymitySet', data: { courseId: null, anonymised: true, setAt } }])
      .when({ type: 'SetReviewAnonymity', courseId: 'c1', anonymised: false, now })
      .then([{ type: 'ReviewAnonymitySet', data: { courseId: 'c1', anonymised: false, setAt } }]);
  });

  it('records nothing when anonymity is already as asked (off by default)', () => {
    given([]).when({ type: 'SetReviewAnonymity', courseId: null, anonymised: false, now }).then([]);
  });
});

describe('the criteria in force', () => {
  const set: ReviewSettingsEvent = {
    type: 'ReviewCriteriaSet',
    data: { courseId: 'c1', role: 'student', criteria, setAt },
  };
  const state = [set].reduce(reviewSettingsDecider.evolve, reviewSettingsDecider.initialState());

  it('are the admins’ own for the course and role', () =>
    expect(criteriaInForce(state, 'c1', 'student')).toEqual(criteria));
  it('are the role’s defaults for another role', () =>
    expect(criteriaInForce(state, 'c1', 'ta')).toEqual(DEFAULT_REVIEW_CRITERIA.ta));
  it('are the role’s defaults for another course', () =>
    expect(criteriaInForce(state, 'c2', 'student')).toEqual(DEFAULT_REVIEW_CRITERIA.student));
});
