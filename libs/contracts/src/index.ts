export * from './messages';
export * from './shared/api-errors';
export * from './shared/pagination';
export * from './catalog/course';
export * from './catalog/reference-data';
export * from './identity/account';
export * from './profile';
export * from './applications';
