/** The admins' System status page, a route of its own beside the resources (App.tsx). */
export const SYSTEM_STATUS_PATH = '/system';
