export * from './pod';
export * from './certificate';
export * from './content';
export * from './matching';
export * from './mentor-round';
export * from './rematch';
export * from './staff-lists';
