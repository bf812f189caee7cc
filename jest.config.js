/**
 * Test tiers by suffix (docs/style.md §7): unit (pure), int (PGlite and real Postgres/Redis),
 * e2e (HTTP against the built app, and browsers). Sources are tested directly through ts-jest.
 *
 * `npm test` runs jest in phases (scripts/test.mjs), with the suites marked `@runs-alone` listed in
 * PORTAL_TEST_ALONE_SUITES and those marked `@own-lane` in PORTAL_TEST_OWN_LANE_SUITES:
 * PORTAL_TEST_PHASE=alone runs only the first, one at a time; then =own (the second), =browser (the
 * browser suites) and =shared (every other suite) run side by side.
 * Without the variables (`npx jest ...`) every matching suite runs.
 */

const moduleNameMapper = {
  '^@portal/contracts$': '<rootDir>/libs/contracts/src/index.ts',
  '^@portal/event-store$': '<rootDir>/libs/event-store/src/index.ts',
  '^@portal/domain$': '<rootDir>/libs/domain/src/index.ts',
  '^@portal/projections$': '<rootDir>/projections/src/index.ts',
  '^@portal/platform$': '<rootDir>/libs/platform/src/index.ts',
};
const transform = { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }] };
const ignored = ['/node_modules/', '/dist/', '/web-applicant/', '/web-admin/'];

const phase = process.env.PORTAL_TEST_PHASE;
const alone = JSON.parse(process.env.PORTAL_TEST_ALONE_SUITES ?? '[]');
const ownLane = JSON.parse(process.env.PORTAL_TEST_OWN_LANE_SUITES ?? '[]');
const escapePathForRegex = (path) => path.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
/** `these`: patterns that leave out exactly these suites; `allBut`: one that leaves out every other suite. */
const these = (paths) => paths.map((path) => `^${escapePathForRegex(path)}$`);
const allBut = (paths) => [`^(?!(${paths.map(escapePathForRegex).join('|')})$)`];
const browserDir = `${escapePathForRegex(__dirname)}/test/browser/`;
/**
 * Each phase leaves out the others' suites (testPathIgnorePatterns match the absolute path): `alone`
 * runs only the suites marked `@runs-alone`; `own` only those marked `@own-lane`; `browser` the browser
 * suites; `shared` every other suite.
 */
const phasePatterns = {
  alone: allBut(alone),
  own: [...these(alone), ...allBut(ownLane)],
  browser: [...these(alone), ...these(ownLane), `^(?!${browserDir})`],
  shared: [...these(alone), ...these(ownLane), `^${browserDir}`],
};
if (phase && !phasePatterns[phase])
  throw new Error(`PORTAL_TEST_PHASE must be alone, own, browser or shared, not ${phase}`);

const common = {
  rootDir: __dirname,
  moduleNameMapper,
  transform,
  testEnvironment: 'node',
  testPathIgnorePatterns: [...ignored, ...(phase ? phasePatterns[phase] : [])],
};

module.exports = {
  // Jest's 5 s default is for pure tests; one that starts processes or replays a log on a busy 2-core
  // machine needs more. Tests still wait for conditions, so this only bounds a hang. (A run-wide
  // option: jest 29 does not take it per project.)
  testTimeout: 30_000,
  projects: [
    { ...common, displayName: 'unit', testMatch: ['**/*.unit.spec.ts'] },
    {
      ...common,
      displayName: 'int',
      testMatch: ['**/*.int.spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
    },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['**/*.e2e.spec.ts'],
      // Tells a browser suite's hooks whether the running test failed, and lends it the jest process's
      // one Chromium (test/browser/support/browser.ts).
      testEnvironment: '<rootDir>/test/support/failure-aware-environment.ts',
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    },
  ],
};
