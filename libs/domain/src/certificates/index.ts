export * from './certificate.events';
export * from './certificate.decider';
export * from './certificate-eligibility';
export * from './course-tas';
