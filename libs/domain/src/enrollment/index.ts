export * from './fee';
export * from './fee-inputs';
export * from './cola';
export * from './enrollment.events';
export * from './enrollment.state';
export * from './enrollment-steps';
export * from './enrollment-prerequisites';
export * from './payment-decisions';
