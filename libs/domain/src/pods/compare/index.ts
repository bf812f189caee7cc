export * from './compare-proposals';
