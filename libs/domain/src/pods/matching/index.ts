export * from './types';
export { WEIGHTS as MATCHING_OBJECTIVE_WEIGHTS } from './objective-weights';
export { proposeMatching } from './propose-matching';
export { generateCohort } from './generate-cohort';
export { hardConstraintViolations } from './hard-constraints';
export { measureProposal } from './matching-metrics';
export { noPodsReason } from './no-pods-reason';
