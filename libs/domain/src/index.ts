export * from './shared/decider';
export * from './shared/domain-error';
export * from './catalog';
export { personalDataPolicies } from './personal-data-policies';
export * from './identity';
export * from './profile';
export * from './applications';
export * from './payments';
export * from './enrollment';
