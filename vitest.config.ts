import { fileURLToPath } from 'node:url';
import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

/**
 * The test tiers (docs/decisions.md: why Vitest): `unit` (pure, *.unit.spec.ts), `int` (PGlite and a
 * real PostgreSQL or Redis, *.int.spec.ts), `api` (the Nest application in this process, answering
 * through Fastify's inject, *.api.spec.ts) and `e2e` (built processes and browsers, *.e2e.spec.ts).
 * The first three run the sources, side by side; `npm test` builds only before the e2e tier.
 */
const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The workspace packages from their sources, as the API's own build resolves them. */
const alias = {
  '@portal/contracts': source('./libs/contracts/src/index.ts'),
  '@portal/event-store': source('./libs/event-store/src/index.ts'),
  '@portal/domain': source('./libs/domain/src/index.ts'),
  '@portal/projections': source('./projections/src/index.ts'),
  '@portal/platform': source('./libs/platform/src/index.ts'),
};

// SWC, not Vite's own transform: Nest injects by the constructor types that only decorator metadata
// carries, which esbuild and oxc leave out.
const plugins = [swc.vite({ jsc: { target: 'es2022' }, module: { type: 'es6' } })];
const exclude = ['**/node_modules/**', '**/dist/**', 'web-applicant/**', 'web-admin/**'];

/**
 * Suites that run alone, before the others, because `pg_snapshot_xmin` is cluster-wide: the global-log
 * suite holds a PostgreSQL transaction open on purpose (every other suite's global log stands still
 * meanwhile), and the subscription suite times a NOTIFY's wake-up, which any other suite's open
 * transaction would hold back until the next poll.
 */
const RUNS_ALONE = [
  'libs/event-store/src/__tests__/global-log.int.spec.ts',
  'libs/event-store/src/__tests__/subscription.int.spec.ts',
];

const tier = (name: string, options: Record<string, unknown> = {}) => ({
  plugins,
  resolve: { alias },
  test: {
    name,
    include: [`**/*.${name}.spec.ts`],
    exclude: [...exclude, ...RUNS_ALONE],
    globals: true,
    environment: 'node',
    // Tests wait for conditions; these only bound a hang on a busy 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 180_000,
    // world-countries' entry is a JSON file, which Node's own loader takes only with an import attribute.
    server: { deps: { inline: ['world-countries'] } },
    ...options,
  },
});

/**
 * Vitest's default on this machine is one worker (CPUs − 1): three keep both cores busy while a suite
 * waits on its database or portal. The tiers of one group must share the number.
 */
const SOURCE_WORKERS = 3;

export default defineConfig({
  test: {
    projects: [
      tier('alone', {
        include: RUNS_ALONE,
        exclude,
        // One after the other: each would disturb the other too.
        fileParallelism: false,
        globalSetup: [source('./test/support/global-setup.ts')],
        sequence: { groupOrder: 0 },
      }),
      // A file keeps nothing in module state that another file's portal or database could see (each
      // opens its own), so the files of a worker share one module graph: the application's modules
      // are imported once per worker, not once per file (a third of the time).
      tier('unit', { isolate: false, maxWorkers: SOURCE_WORKERS, sequence: { groupOrder: 1 } }),
      tier('int', {
        isolate: false,
        maxWorkers: SOURCE_WORKERS,
        globalSetup: [source('./test/support/global-setup.ts')],
        sequence: { groupOrder: 1 },
      }),
      tier('api', {
        isolate: false,
        maxWorkers: SOURCE_WORKERS,
        globalSetup: [source('./test/support/api-global-setup.ts')],
        sequence: { groupOrder: 1 },
      }),
      // Built processes and Chromium, two suites at a time (each mostly waits on its processes), after
      // the tiers above.
      tier('e2e', {
        globalSetup: [source('./test/support/e2e-global-setup.ts')],
        maxWorkers: 2,
        sequence: { groupOrder: 2 },
      }),
    ],
  },
});
