export * from './course-content';
