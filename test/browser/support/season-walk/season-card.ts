import type { Page } from 'playwright-core';
import { expectAccessible } from '../accessibility';

/**
 * The staff dashboard's card of the course, opened from the menu: each of `lines` is one of its
 * sentences, where the season now stands in words ("1 pod formed").
 */
export async function seasonCardReads(page: Page, courseName: string, lines: string[]): Promise<void> {
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  const card = page.getByRole('article', { name: courseName });
  for (const line of lines) await card.getByText(line, { exact: true }).waitFor();
  await expectAccessible(page);
}
