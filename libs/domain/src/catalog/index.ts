export * from './course.events';
export * from './course.decider';
