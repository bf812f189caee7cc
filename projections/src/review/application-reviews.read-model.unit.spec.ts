import { groupFoldSpec, recorded } from '../__tests__/fold-spec';
import { applicationReviewersReadModel, applicationReviewsReadModel } from './application-reviews.read-model';

const criteria = [{ key: 'fit', label: 'Fit', weight: 1, score: 4 }];
const review = (reviewerId: string, notes: string, recordedAt: string) =>
  recorded('ReviewRecorded', {
    applicationId: 'app-1',
    userId: 'user-1',
    reviewerId,
    criteria,
    weightedScore: 4,
    notes,
    recordedAt,
  });
const row = (reviewerId: string, notes: string, recordedAt: string) => ({
  application_id: 'app-1',
  reviewer_id: reviewerId,
  criteria,
  weighted_score: 4,
  notes,
  recorded_at: new Date(recordedAt),
});
const assigned = (reviewerIds: string[], assignedAt: string) =>
  recorded('ReviewersAssigned', { applicationId: 'app-1', reviewerIds, assignedAt });

describe('the application_reviews read model', () => {
  const { given } = groupFoldSpec(applicationReviewsReadModel);

  it("keeps each reviewer's latest review of an application", () =>
    given(review('r-1', 'first', '2026-03-01T00:00:00.000Z'), review('r-2', 'other', '2026-03-02T00:00:00.000Z'))
      .when(review('r-1', 'again', '2026-03-03T00:00:00.000Z'))
      .then({
        application_reviews: [
          row('r-2', 'other', '2026-03-02T00:00:00.000Z'),
          row('r-1', 'again', '2026-03-03T00:00:00.000Z'),
        ],
      }));
});

describe('the application_reviewers read model', () => {
  const { given } = groupFoldSpec(applicationReviewersReadModel);
  const reviewer = (reviewerId: string, assignedAt: string) => ({
    application_id: 'app-1',
    reviewer_id: reviewerId,
    assigned_at: new Date(assignedAt),
  });

  it('adds the reviewers assigned, keeping when each was first given it', () =>
    given(assigned(['r-1'], '2026-03-01T00:00:00.000Z'))
      .when(assigned(['r-1', 'r-2', 'r-2'], '2026-03-05T00:00:00.000Z'))
      .then({
        application_reviewers: [
          reviewer('r-1', '2026-03-01T00:00:00.000Z'),
          reviewer('r-2', '2026-03-05T00:00:00.000Z'),
        ],
      }));
});
