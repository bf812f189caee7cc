import { closeSharedChromium } from './shared-chromium';

/**
 * Runs once at the end of a jest run: the browser suites' shared Chromium (shared-chromium.ts) is
 * closed, or its pipe would keep jest from exiting. (A jest worker's own is ended with the worker.)
 */
export default async function globalTeardown(): Promise<void> {
  await closeSharedChromium();
}
