export * from './announcement.events';
export * from './announcement.decider';
export * from './fill-placeholders';
