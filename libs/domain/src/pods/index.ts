export * from './matching';
export * from './course-days';
export * from './pod.events';
export * from './pod.decider';
export * from './matching-round';
export * from './mentors';
export * from './rematch';
export * from './compare';
