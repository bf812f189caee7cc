import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * The page as it stands passes axe-core with no violations, and nothing on it is wider than the
 * viewport (a phone at 360 px must not scroll sideways).
 */
export async function expectAccessible(page: Page): Promise<void> {
  // Snackbars and menus slide in: let their transitions end so contrast is measured on final colours.
  await page.waitForTimeout(300);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const described = violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target).join(' | ')})`,
  );
  expect({ url: page.url(), violations: described }).toEqual({ url: page.url(), violations: [] });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect({ url: page.url(), overflowPx: overflow }).toEqual({ url: page.url(), overflowPx: 0 });
}
