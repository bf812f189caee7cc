import type { Circus } from '@jest/types';
import { TestEnvironment } from 'jest-environment-node';

/** Set on the suite's global while the running test has failed (read by test/browser/support/browser.ts). */
export const TEST_FAILED = 'portalTestFailed';

/**
 * Jest's node environment, telling the suite whether the running test has failed: jest-circus gives
 * an afterEach hook no such thing, and a browser suite's hook uses it to show what its pages showed
 * when a wait ran out (a flake leaves nothing else to read once the run is over).
 */
export default class FailureAwareEnvironment extends TestEnvironment {
  handleTestEvent(event: Circus.Event): void {
    if (event.name === 'test_start') this.global[TEST_FAILED] = false;
    if (event.name === 'test_fn_failure' || event.name === 'hook_failure') this.global[TEST_FAILED] = true;
  }
}
