import { type Decider, type DomainEvent, assertNever } from '../shared/decider';
import { DomainError, NotFoundError } from '../shared/domain-error';

/** A reviewer's named filters of the review queue: a stream per reviewer, read by nobody else. */
export const savedReviewFiltersStreamId = (reviewerId: string) => `review-filters-${reviewerId}`;
export const SAVED_REVIEW_FILTERS_STREAM_TYPE = 'review-filters';
/** Enough for every course and role a reviewer works on, small enough to stay one short menu. */
export const MAX_SAVED_REVIEW_FILTERS = 50;

/** The staff list's filter as it was saved (`{"course": ..., "role": ...}`). */
export type ReviewQueueFilter = Record<string, unknown>;

export type SavedReviewFiltersEvent =
  | DomainEvent<
      'ReviewFilterSaved',
      { reviewerId: string; filterId: string; name: string; filter: ReviewQueueFilter; savedAt: string }
    >
  | DomainEvent<'ReviewFilterDeleted', { reviewerId: string; filterId: string; deletedAt: string }>;

export type SavedReviewFiltersCommand =
  /** `filterId` is used when no filter of that name exists yet: saving under a name replaces that filter. */
  | {
      type: 'SaveReviewFilter';
      reviewerId: string;
      filterId: string;
      name: string;
      filter: ReviewQueueFilter;
      now: Date;
    }
  | { type: 'DeleteReviewFilter'; reviewerId: string; filterId: string; now: Date };

export interface SavedReviewFiltersState {
  filters: Record<string, { name: string; filter: ReviewQueueFilter }>;
}

const sameName = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

export const savedReviewFiltersDecider: Decider<
  SavedReviewFiltersCommand,
  SavedReviewFiltersEvent,
  SavedReviewFiltersState
> = {
  eventTypes: { ReviewFilterSaved: true, ReviewFilterDeleted: true },
  initialState: () => ({ filters: {} }),

  evolve(state, event) {
    switch (event.type) {
      case 'ReviewFilterSaved': {
        const { filterId, name, filter } = event.data;
        return { filters: { ...state.filters, [filterId]: { name, filter } } };
      }
      case 'ReviewFilterDeleted': {
        const { [event.data.filterId]: _deleted, ...filters } = state.filters;
        return { filters };
      }
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'SaveReviewFilter': {
        const { reviewerId, name, filter } = command;
        const existing = Object.entries(state.filters).find(([, saved]) => sameName(saved.name, name));
        if (existing && existing[1].name === name && JSON.stringify(existing[1].filter) === JSON.stringify(filter))
          return [];
        if (!existing && Object.keys(state.filters).length >= MAX_SAVED_REVIEW_FILTERS)
          throw new DomainError(
            'max_length',
            `Keep at most ${MAX_SAVED_REVIEW_FILTERS} saved filters: delete one before saving another.`,
            'name',
          );
        const filterId = existing?.[0] ?? command.filterId;
        return [
          {
            type: 'ReviewFilterSaved',
            data: { reviewerId, filterId, name, filter, savedAt: command.now.toISOString() },
          },
        ];
      }
      case 'DeleteReviewFilter': {
        if (!Object.hasOwn(state.filters, command.filterId)) throw new NotFoundError('Saved filter not found.');
        return [
          {
            type: 'ReviewFilterDeleted',
            data: {
              reviewerId: command.reviewerId,
              filterId: command.filterId,
              deletedAt: command.now.toISOString(),
            },
          },
        ];
      }
      default:
        return assertNever(command);
    }
  },
};
