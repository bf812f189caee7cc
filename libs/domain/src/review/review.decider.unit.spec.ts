import { specFor } from '../shared/testing/given-when-then';
import { DEFAULT_REVIEW_CRITERIA, weightedScore } from './review-criteria';
import { type ReviewCommand, reviewDecider } from './review.decider';
import type { ReviewEvent } from './review.events';

const given = specFor(reviewDecider);
const now = new Date('2030-03-01T10:00:00Z');
const criteria = DEFAULT_REVIEW_CRITERIA.student;
type RecordReview = Extract<ReviewCommand, { type: 'RecordReview' }>;
const review = (overrides: Partial<RecordReview> = {}): RecordReview => ({
  type: 'RecordReview',
  applicationId: 'app-1',
  userId: 'user-1',
  reviewerId: 'reviewer-1',
  criteria,
  scores: { motivation: 5, background: 3, course_fit: 2 },
  notes: '  Strong motivation letter.  ',
  now,
  ...overrides,
});
const recorded = (overrides: Partial<Extract<ReviewEvent, { type: 'ReviewRecorded' }>['data']> = {}): ReviewEvent => ({
  type: 'ReviewRecorded',
  data: {
    applicationId: 'app-1',
    userId: 'user-1',
    reviewerId: 'reviewer-1',
    criteria: [
      { key: 'motivation', label: 'Motivation', weight: 2, score: 5 },
      { key: 'background', label: 'Background', weight: 1, score: 3 },
      { key: 'course_fit', label: 'Fit for the course', weight: 1, score: 2 },
    ],
    weightedScore: 3.75,
    notes: 'Strong motivation letter.',
    recordedAt: now.toISOString(),
    ...overrides,
  },
});

describe('a review of an application', () => {
  it('records the scores with their weights, the weighted score and the trimmed notes', () => {
    given([]).when(review()).then([recorded()]);
  });

  it('weighs each criterion by its weight', () => {
    expect(weightedScore(criteria, { motivation: 1, background: 5, course_fit: 5 })).toBe(3);
    expect(
      weightedScore(
        [
          { key: 'a', label: 'A', weight: 1 },
          { key: 'b', label: 'B', weight: 2 },
        ],
        { a: 1, b: 2 },
      ),
    ).toBe(1.67);
  });

  it('records nothing when the same reviewer sends the same review again', () => {
    given([recorded()]).when(review()).then([]);
  });

  it('replaces a reviewer’s own earlier review when the scores change', () => {
    given([recorded()])
      .when(review({ scores: { motivation: 4, background: 4, course_fit: 4 }, notes: '' }))
      .then([
        recorded({
          criteria: [
            { key: 'motivation', label: 'Motivation', weight: 2, score: 4 },
            { key: 'background', label: 'Background', weight: 1, score: 4 },
            { key: 'course_fit', label: 'Fit for the course', weight: 1, score: 4 },
          ],
          weightedScore: 4,
          notes: '',
        }),
      ]);
  });

  it('keeps a second reviewer’s review beside the first', () => {
    given([recorded()])
      .when(review({ reviewerId: 'reviewer-2' }))
      .then([recorded({ reviewerId: 'reviewer-2' })]);
  });

  it('needs a score for every criterion', () => {
    given([])
      .when(review({ scores: { motivation: 5, background: 3 } }))
      .thenThrows('required', 'scores');
  });

  it('refuses a criterion the course and role do not have', () => {
    given([])
      .when(review({ scores: { motivation: 5, background: 3, course_fit: 2, charm: 5 } }))
      .thenThrows('invalid', 'scores');
  });

  it.each([0, 6, 2.5])('refuses the score %p (whole numbers from 1 to 5)', (score) => {
    given([])
      .when(review({ scores: { motivation: score, background: 3, course_fit: 2 } }))
      .thenThrows('invalid', 'scores');
  });

  it('refuses notes longer than 5000 characters', () => {
    given([])
      .when(review({ notes: 'x'.repeat(5001) }))
      .thenThrows('max_length', 'notes');
  });

  describe('assigning reviewers', () => {
    const assign = (reviewerIds: string[]): ReviewCommand => ({
      type: 'AssignReviewers',
      applicationId: 'app-1',
      reviewerIds,
      roles: { r1: 'reviewer', r2: 'admin', applicant: null },
      now,
    });
    const assigned = (reviewerIds: string[]): ReviewEvent => ({
      type: 'ReviewersAssigned',
      data: { applicationId: 'app-1', reviewerIds, assignedAt: now.toISOString() },
    });

    it('adds reviewers once each', () => {
      given([])
        .when(assign(['r1', 'r2', 'r1']))
        .then([assigned(['r1', 'r2'])]);
    });

    it('records only the reviewers not yet assigned, and nothing when all are', () => {
      given([assigned(['r1'])])
        .when(assign(['r1', 'r2']))
        .then([assigned(['r2'])]);
      given([assigned(['r1'])])
        .when(assign(['r1']))
        .then([]);
    });

    it.each([
      ['an account with no staff role', 'applicant'],
      ['an id with no account', 'nobody'],
      ['a name of Object.prototype', 'constructor'],
    ])('refuses %s on the reviewers field, with the staff beside it', (_case, id) => {
      given([])
        .when(assign(['r1', id]))
        .thenThrows('invalid', 'reviewers');
    });

    it('refuses a non-staff id even when the staff are all assigned already', () => {
      given([assigned(['r1'])])
        .when(assign(['r1', 'applicant']))
        .thenThrows('invalid', 'reviewers');
    });
  });
});
