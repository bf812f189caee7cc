/**
 * The first path segment of every page only admins may open (App.tsx registers these for admins only),
 * so a reviewer who follows a link to one is told why it does not open, not that the link is bad.
 */
export const ADMIN_ONLY_PAGES = new Set([
  'matching',
  'pods',
  'megapods',
  'certificates',
  'certificate-exceptions',
  'payments',
  'fee-waivers',
  'jobs',
  'events',
  'streams',
  'as-of',
  'projections',
  'personal-data',
  'what-if',
  'outbox',
  'webhooks',
  'api-tokens',
  'system',
]);

/** The page a path inside the staff app opens, by its first segment ('/matching/1/show' → 'matching'). */
export const pageOf = (pathname: string) =>
  pathname
    .replace(/^\/admin/, '')
    .split('/')
    .find(Boolean) ?? '';
