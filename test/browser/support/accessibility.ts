import { readFileSync } from 'node:fs';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';

/** axe-core's minified build: less than half the text of the unminified `source` to parse in each page. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Two animation frames: a transition set off by the last action (a snackbar appearing, a menu opening)
 * has started by then, so `transitionsEnded` sees it instead of a still page.
 */
const framesRendered = (page: Page): Promise<void> =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

/**
 * Waits until no finite animation or transition runs (a snackbar sliding in or fading out, a menu
 * opening); endless ones such as a spinner are left running.
 */
async function transitionsEnded(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              !Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/**
 * axe.run in the page itself, on the whole document less `exclude`. axe is put in a document once and
 * kept for its later checks (a single-page app's routes are one document): a freshly injected axe runs
 * its first check about a third slower, and @axe-core/playwright injected its unminified source twice
 * for every check. axe clears its caches at the end of each run, so a kept one sees the page anew.
 */
async function axeViolations(page: Page, exclude: string | undefined): Promise<Result[]> {
  const present = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!present) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    // Only violations are asserted: axe then skips the node details of passes and inapplicable rules,
    // and only they come back from the page.
    async (excluded) =>
      (
        await (window as unknown as { axe: typeof import('axe-core') }).axe.run(
          excluded ? { exclude: [excluded] } : document,
          { resultTypes: ['violations'] },
        )
      ).violations,
    exclude,
  );
}

const described = (violations: Result[]): string[] =>
  violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target).join(' | ')})`,
  );

export interface AccessibilityCheck {
  /** A selector axe leaves out, for a known upstream defect the caller names and explains. */
  exclude?: string;
  /** Scroll to the top first (react-admin's app bar, with the page's h1, hides while scrolled down). */
  fromTop?: boolean;
}

/**
 * The page as it stands passes axe-core with no violations, and nothing on it is wider than the
 * viewport (a phone at 360 px must not scroll sideways).
 */
export async function expectAccessible(page: Page, { exclude, fromTop }: AccessibilityCheck = {}): Promise<void> {
  if (fromTop) await page.evaluate(() => window.scrollTo(0, 0));
  // axe runs in the top document only. The apps have no frames; this fails if one ever appears, since
  // checking a frame (from another origin above all) needs axe.runPartial in each and axe.finishRun.
  expect({ url: page.url(), frames: page.frames().length }).toEqual({ url: page.url(), frames: 1 });
  const analyze = () => axeViolations(page, exclude);
  // Let transitions start, then end, so contrast is measured on final colours, not mid-fade.
  await framesRendered(page);
  await transitionsEnded(page);
  let violations = await analyze();
  if (violations.length > 0) {
    // A snackbar whose time ran out may have begun fading during the check: a real violation is
    // still there once that fade is over, a half-transparent moment is not.
    await framesRendered(page);
    await transitionsEnded(page);
    violations = await analyze();
  }
  expect({ url: page.url(), violations: described(violations) }).toEqual({ url: page.url(), violations: [] });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect({ url: page.url(), overflowPx: overflow }).toEqual({ url: page.url(), overflowPx: 0 });
}
