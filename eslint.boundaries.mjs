// Which package may import which (docs/style.md §11), from the bottom up: contracts and domain (pure),
// event-store, projections, platform, then the two apps, which never import each other; the web apps
// take only @portal/contracts from the back end. Packages meet only by name (@portal/...), so a name
// is the boundary, and a relative path into another package's folder is refused everywhere but tests.
// (node:net stays allowed: the domain's webhook address rule uses its pure isIP.)

const INFRASTRUCTURE = [
  'pg',
  '@electric-sql/pglite',
  'bullmq',
  'ioredis',
  'nodemailer',
  'pdfkit',
  'pino',
  '@aws-sdk/*',
  '@nestjs/*',
  'express',
  'node:fs',
  'node:fs/*',
  'node:http',
  'node:https',
  'node:child_process',
  'node:worker_threads',
];
// Every package's code lives under its src/, so a relative path that names src/ or dist/ has left its own.
const OTHER_PACKAGE_FOLDERS = ['**/src/**', '**/dist/**'];

const TESTS = ['**/*.spec.ts', '**/__tests__/**', '**/testing/**'];

/** No import of the packages named, nor of another package's folder by a relative path. */
function layer(files, forbidden, message, { ignores = [], patterns = [] } = {}) {
  return {
    files,
    ignores: [...TESTS, ...ignores],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: forbidden, message },
            {
              group: OTHER_PACKAGE_FOLDERS,
              message: 'Import another package by its name (@portal/...), not by a path.',
            },
            ...patterns,
          ],
        },
      ],
    },
  };
}

const API_FORBIDDEN = ['@portal/worker'];
const APPS_APART = 'The apps never import each other: share through @portal/platform.';

export const importBoundaries = [
  layer(
    ['libs/contracts/**'],
    ['@portal/*', ...INFRASTRUCTURE],
    'libs/contracts is the bottom layer: it imports no other package and no infrastructure.',
  ),
  layer(
    ['libs/domain/**'],
    ['@portal/*', '!@portal/contracts', ...INFRASTRUCTURE],
    'libs/domain is pure: it imports only @portal/contracts, no infrastructure.',
  ),
  layer(['libs/event-store/**'], ['@portal/*'], 'libs/event-store knows no other package of the portal.'),
  layer(
    ['projections/**'],
    ['@portal/platform', '@portal/api', '@portal/worker'],
    'projections stand below the platform and the apps.',
  ),
  layer(['libs/platform/**'], ['@portal/api', '@portal/worker'], 'libs/platform stands below both apps.'),
  layer(['apps/api/**'], API_FORBIDDEN, APPS_APART),
  // The demo stand-ins are wired in by the composition root only (server.ts hands them to the app in the
  // shapes production code takes): the rest of the API never imports them. A later entry for the same
  // files replaces the rule, so it repeats the layer's own patterns.
  layer(['apps/api/src/**'], API_FORBIDDEN, APPS_APART, {
    ignores: ['apps/api/src/server.ts', 'apps/api/src/demo-providers/**'],
    patterns: [
      {
        group: ['**/demo-providers', '**/demo-providers/**'],
        message: 'Only the composition root (server.ts) wires in the stand-ins: take them as platform/stand-ins.ts.',
      },
    ],
  }),
  layer(['apps/worker/**'], ['@portal/api'], APPS_APART),
  {
    files: ['web-applicant/**', 'web-admin/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@portal/*', '!@portal/contracts', '**/apps/**', '**/libs/**'],
              message: 'The web apps take only @portal/contracts from the back end.',
            },
          ],
        },
      ],
    },
  },
];
