import fc from 'fast-check';
import { type StreamKind, time, word, event } from './arbitrary-values';

/** An application's reviews: two reviewers per run, so a reviewer reviews again and is assigned again. */
export const REVIEW_STREAM: StreamKind = {
  type: 'review',
  streamId: (applicationId) => `review-${applicationId}`,
  event: (applicationId, userId) => {
    const reviewerId = fc.constantFrom(`${userId}-r0`, `${userId}-r1`);
    return fc.oneof(
      event(
        'ReviewRecorded',
        fc.record({
          applicationId: fc.constant(applicationId),
          userId: fc.constant(userId),
          reviewerId,
          criteria: fc.array(
            fc.record({
              key: word,
              label: word,
              weight: fc.integer({ min: 0, max: 5 }),
              score: fc.integer({ min: 1, max: 5 }),
            }),
            { maxLength: 2 },
          ),
          weightedScore: fc.integer({ min: 100, max: 500 }).map((n) => n / 100),
          notes: word,
          recordedAt: time,
        }),
      ),
      event(
        'ReviewersAssigned',
        fc.record({
          applicationId: fc.constant(applicationId),
          reviewerIds: fc.array(reviewerId, { maxLength: 3 }),
          assignedAt: time,
        }),
      ),
    );
  },
};

/** The programme's one settings stream, shared by every run: a run also sets again what an earlier one set. */
export const REVIEW_SETTINGS_STREAM: StreamKind = {
  type: 'review-settings',
  streamId: () => 'review-settings',
  event: () => {
    const courseId = fc.constantFrom('course-a', 'course-b');
    return fc.oneof(
      event(
        'ReviewCriteriaSet',
        fc.record({
          courseId,
          role: fc.constantFrom('student', 'ta'),
          criteria: fc.array(fc.record({ key: word, label: word, weight: fc.integer({ min: 0, max: 5 }) }), {
            maxLength: 2,
          }),
          setAt: time,
        }),
      ),
      event(
        'ReviewAnonymitySet',
        fc.record({ courseId: fc.option(courseId, { nil: null }), anonymised: fc.boolean(), setAt: time }),
      ),
    );
  },
};
