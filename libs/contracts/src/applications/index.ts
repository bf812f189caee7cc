export * from './enumerations';
export * from './form-fields';
export * from './student-application';
export * from './ta-application';
export * from './mentor-application';
export * from './views';
export * from './enrollment';
export * from './topic-names';
