import { specFor } from '../shared/testing/given-when-then';
import {
  MAX_SAVED_REVIEW_FILTERS,
  type SavedReviewFiltersEvent,
  savedReviewFiltersDecider,
} from './saved-review-filters';

const given = specFor(savedReviewFiltersDecider);
const now = new Date('2030-03-01T10:00:00Z');
const savedAt = now.toISOString();
const reviewerId = 'r1';
const saved = (filterId: string, name: string, filter: Record<string, unknown>): SavedReviewFiltersEvent => ({
  type: 'ReviewFilterSaved',
  data: { reviewerId, filterId, name, filter, savedAt },
});

describe('a reviewer’s saved filters', () => {
  it('keeps a filter under a new name with the id proposed', () => {
    given([])
      .when({
        type: 'SaveReviewFilter',
        reviewerId,
        filterId: 'f1',
        name: 'Students',
        filter: { role: 'student' },
        now,
      })
      .then([saved('f1', 'Students', { role: 'student' })]);
  });

  it('replaces the filter of the same name (whatever its case), keeping its id', () => {
    given([saved('f1', 'Students', { role: 'student' })])
      .when({ type: 'SaveReviewFilter', reviewerId, filterId: 'f2', name: 'students', filter: { role: 'ta' }, now })
      .then([saved('f1', 'students', { role: 'ta' })]);
  });

  it('records nothing when the same filter is saved again under the same name', () => {
    given([saved('f1', 'Students', { role: 'student' })])
      .when({
        type: 'SaveReviewFilter',
        reviewerId,
        filterId: 'f2',
        name: 'Students',
        filter: { role: 'student' },
        now,
      })
      .then([]);
  });

  it(`refuses a new name past ${MAX_SAVED_REVIEW_FILTERS} filters, but still replaces one`, () => {
    const full = Array.from({ length: MAX_SAVED_REVIEW_FILTERS }, (_, i) => saved(`f${i}`, `Filter ${i}`, {}));
    given(full)
      .when({ type: 'SaveReviewFilter', reviewerId, filterId: 'new', name: 'One more', filter: {}, now })
      .thenThrows('max_length', 'name');
    given(full)
      .when({ type: 'SaveReviewFilter', reviewerId, filterId: 'new', name: 'Filter 3', filter: { role: 'ta' }, now })
      .then([saved('f3', 'Filter 3', { role: 'ta' })]);
  });

  it('deletes a saved filter, and only one that exists', () => {
    given([saved('f1', 'Students', {})])
      .when({ type: 'DeleteReviewFilter', reviewerId, filterId: 'f1', now })
      .then([{ type: 'ReviewFilterDeleted', data: { reviewerId, filterId: 'f1', deletedAt: savedAt } }]);
    given([
      saved('f1', 'Students', {}),
      { type: 'ReviewFilterDeleted', data: { reviewerId, filterId: 'f1', deletedAt: savedAt } },
    ])
      .when({ type: 'DeleteReviewFilter', reviewerId, filterId: 'f1', now })
      .thenThrows('not_found');
  });
});
