import type { Circus } from '@jest/types';
import { TestEnvironment } from 'jest-environment-node';
import { SHARED_CHROMIUM, TEST_FAILED } from './environment-globals';
import { sharedChromium } from './shared-chromium';

/**
 * Jest's node environment, lending browser suites the jest process's one Chromium, and telling the suite
 * whether the running test has failed: jest-circus gives an afterEach hook no such thing, and a browser
 * suite's hook uses it to show what its pages showed when a wait ran out (a flake leaves nothing else
 * to read once the run is over).
 */
export default class FailureAwareEnvironment extends TestEnvironment {
  constructor(...args: ConstructorParameters<typeof TestEnvironment>) {
    super(...args);
    // Jest loads a suite's modules afresh for every suite, and playwright-core takes about a second of
    // CPU to load: this module is loaded once per jest process, and so is the Chromium it starts.
    this.global[SHARED_CHROMIUM] = sharedChromium;
  }

  handleTestEvent(event: Circus.Event): void {
    if (event.name === 'test_start') this.global[TEST_FAILED] = false;
    if (event.name === 'test_fn_failure' || event.name === 'hook_failure') this.global[TEST_FAILED] = true;
  }
}
