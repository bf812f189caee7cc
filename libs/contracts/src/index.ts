export * from './messages';
export * from './shared/api-errors';
export * from './shared/pagination';
export * from './catalog/course';
