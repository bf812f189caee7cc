import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

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

const described = (violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] =>
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
  // axe.run in the page itself (AxeBuilder's legacy mode). Its default runs axe.runPartial in every frame
  // and axe.finishRun in a blank page it opens for each check: the same rules and results for a page
  // with no frames, for about twice the work. The apps have none; this fails if one ever appears, since
  // a frame from another origin is what the default mode is for.
  expect({ url: page.url(), frames: page.frames().length }).toEqual({ url: page.url(), frames: 1 });
  const analyze = () => {
    // Only violations are asserted: axe then skips the node details of passes and inapplicable rules.
    const axe = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
    return (exclude ? axe.exclude(exclude) : axe).analyze();
  };
  // Let transitions start, then end, so contrast is measured on final colours, not mid-fade.
  await framesRendered(page);
  await transitionsEnded(page);
  let { violations } = await analyze();
  if (violations.length > 0) {
    // A snackbar whose time ran out may have begun fading during the check: a real violation is
    // still there once that fade is over, a half-transparent moment is not.
    await framesRendered(page);
    await transitionsEnded(page);
    ({ violations } = await analyze());
  }
  expect({ url: page.url(), violations: described(violations) }).toEqual({ url: page.url(), violations: [] });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect({ url: page.url(), overflowPx: overflow }).toEqual({ url: page.url(), overflowPx: 0 });
}
