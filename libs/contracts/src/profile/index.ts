export * from './enumerations';
export * from './time-slots';
export * from './fields';
export * from './general-info';
export * from './demographic';
export * from './logistic';
