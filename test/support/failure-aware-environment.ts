import type { Circus } from '@jest/types';
import { TestEnvironment } from 'jest-environment-node';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCHER, TEST_FAILED } from './environment-globals';

/**
 * Jest's node environment, giving browser suites Playwright's Chromium launcher, and telling the suite
 * whether the running test has failed: jest-circus gives an afterEach hook no such thing, and a browser
 * suite's hook uses it to show what its pages showed when a wait ran out (a flake leaves nothing else
 * to read once the run is over).
 */
export default class FailureAwareEnvironment extends TestEnvironment {
  constructor(...args: ConstructorParameters<typeof TestEnvironment>) {
    super(...args);
    // Jest loads a suite's modules afresh for every suite, and playwright-core takes about a second of
    // CPU to load: this module is loaded once per jest process, and its launcher serves every suite.
    this.global[CHROMIUM_LAUNCHER] = chromium;
  }

  handleTestEvent(event: Circus.Event): void {
    if (event.name === 'test_start') this.global[TEST_FAILED] = false;
    if (event.name === 'test_fn_failure' || event.name === 'hook_failure') this.global[TEST_FAILED] = true;
  }
}
