export * from './user.events';
export * from './user.commands';
export * from './user.state';
export * from './user.decider';
export * from './identifier-claim';
export * from './attempt-throttle';
export * from './session-lifetime';
