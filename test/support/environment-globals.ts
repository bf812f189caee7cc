// The names of what the e2e suites' environment (failure-aware-environment.ts) puts on a suite's
// global. Kept apart from it: a suite that imported the environment's own file would load, in its own
// module registry, what the environment loads once for the whole jest process.

/** Set while the running test has failed (read by test/browser/support/browser.ts). */
export const TEST_FAILED = 'portalTestFailed';

/** Gives a browser suite the jest process's one Chromium (test/support/shared-chromium.ts). */
export const SHARED_CHROMIUM = 'portalSharedChromium';
