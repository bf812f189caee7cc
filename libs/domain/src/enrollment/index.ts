export * from './fee';
export * from './cola';
