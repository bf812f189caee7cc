import { readFileSync, readdirSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import CHROMIUM_FLAGS from '../../scripts/chromium-flags.json';

/** Debian's Chromium: the tests never download a browser. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The features Playwright 1.65 disables (its chromiumSwitches.ts). Chromium keeps only the last
 * `--disable-features` of a command line, and Playwright puts ours after its own: ours must carry its
 * list too, or every one of them is silently switched back on. `launch` checks the two still agree.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 156 preloads its address bar's suggestion popups as WebUI pages, two renderers for every
 * window (each browser context is one) that a headless test never shows; without them a browser suite
 * takes about a tenth less CPU.
 */
const OUR_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * The flags the project starts Chromium with (README; the bench's Lighthouse runs read the same file),
 * and the features above.
 */
const CHROMIUM_ARGS = [
  ...CHROMIUM_FLAGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OUR_DISABLED_FEATURES].join(',')}`,
];

/** The command line of each Chromium this process started, read from Linux's /proc. */
function chromiumCommandLines(): string[][] {
  const found: string[][] = [];
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // The parent's pid is the second field after the command name, which is in parentheses.
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) !== process.pid) continue;
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (args[0] === CHROMIUM_PATH) found.push(args);
    } catch {
      // The process ended while it was read.
    }
  }
  return found;
}

/**
 * Fails a launch whose last `--disable-features` (the one Chromium keeps) leaves out a feature an
 * earlier one disables: a Playwright upgrade that disables another one must be followed here.
 */
function checkDisabledFeatures(): void {
  for (const args of chromiumCommandLines()) {
    const lists = args
      .filter((arg) => arg.startsWith('--disable-features='))
      .map((arg) => arg.slice('--disable-features='.length).split(','));
    const kept = new Set(lists.at(-1));
    const dropped = lists.flat().filter((feature) => !kept.has(feature));
    if (dropped.length > 0)
      throw new Error(
        `Chromium would run with ${dropped.join(', ')} enabled: add them to PLAYWRIGHT_DISABLED_FEATURES in test/support/shared-chromium.ts`,
      );
  }
}

async function launch(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    checkDisabledFeatures();
  } catch (error) {
    await browser.close();
    throw error;
  }
  return browser;
}

let shared: Promise<Browser> | undefined;

/**
 * One Chromium for every browser test of a suite's file (Vitest runs each file in a worker of its own):
 * each test already works in browser contexts of its own (no cookie, storage or cache shared between
 * them). A Chromium that crashed or was closed is replaced at the next call; calls made together wait
 * for the same one.
 */
export function sharedChromium(): Promise<Browser> {
  const previous = shared ?? Promise.reject(new Error('none launched yet'));
  const next = previous.then(
    (browser) => (browser.isConnected() ? browser : launch()),
    () => launch(),
  );
  shared = next;
  return next;
}

/** Closes the suite's Chromium, if one runs: after its last test (test/browser/support/browser.ts). */
export async function closeSharedChromium(): Promise<void> {
  const running = await shared?.catch(() => undefined);
  shared = undefined;
  await running?.close();
}
