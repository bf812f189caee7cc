export * from './registry';
export * from './setup';
export * from './replay';
export * from './catalog/courses.projection';
