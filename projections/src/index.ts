export * from './registry';
export * from './setup';
export * from './replay';
export * from './catalog/courses.projection';
export * from './identity/users.projection';
export * from './identity/sessions.projection';
export * from './identity/social-accounts.projection';
export * from './identity/redirect-links.projection';
