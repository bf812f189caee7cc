export * from './course.events';
export * from './course.decider';
export * from './season.events';
export * from './season.decider';
export * from './season-name.decider';
