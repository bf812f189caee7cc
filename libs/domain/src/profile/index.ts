export * from './profile.events';
export * from './profile.commands';
export * from './profile.state';
export * from './profile.decider';
