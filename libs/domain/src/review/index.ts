export * from './review-criteria';
export * from './review.events';
export * from './review.decider';
export * from './review-settings';
export * from './reviewer-assignment';
export * from './saved-review-filters';
