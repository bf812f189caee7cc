export * from './what-if-scratch';
export * from './what-if-differences';
