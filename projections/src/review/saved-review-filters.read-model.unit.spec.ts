import { foldSpec, recorded } from '../__tests__/fold-spec';
import { savedReviewFiltersReadModel } from './saved-review-filters.read-model';

const { given } = foldSpec(savedReviewFiltersReadModel);
const saved = (name: string, savedAt: string, reviewerId = 'reviewer-1') =>
  recorded('ReviewFilterSaved', { reviewerId, filterId: 'filter-1', name, filter: { status: 'applied' }, savedAt });
const row = (name: string, savedAt: string) => ({
  id: 'filter-1',
  reviewer_id: 'reviewer-1',
  name,
  filter: { status: 'applied' },
  saved_at: new Date(savedAt),
});

describe('the review_saved_filters read model', () => {
  it('lists a saved filter', () =>
    given().when(saved('Ghana', '2026-03-01T00:00:00.000Z')).then(row('Ghana', '2026-03-01T00:00:00.000Z')));

  it('replaces a filter saved again, keeping its reviewer', () =>
    given(saved('Ghana', '2026-03-01T00:00:00.000Z'))
      .when(saved('Ghana 2', '2026-03-02T00:00:00.000Z', 'reviewer-2'))
      .then(row('Ghana 2', '2026-03-02T00:00:00.000Z')));

  it('removes a deleted filter', () =>
    given(saved('Ghana', '2026-03-01T00:00:00.000Z'))
      .when(
        recorded('ReviewFilterDeleted', {
          reviewerId: 'reviewer-1',
          filterId: 'filter-1',
          deletedAt: '2026-03-03T00:00:00Z',
        }),
      )
      .then(null));
});
