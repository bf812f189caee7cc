import type { Page } from 'playwright-core';
import type { SuiteBrowser } from './browser';

/** The staff app is for desks: its pages are checked at 1280 px. */
export const DESK_VIEWPORT = { width: 1280, height: 900 };

/** The demo's admin (README). */
export const DEMO_ADMIN = { email: 'admin@example.org', password: 'demo-admin-2026' };

export interface StaffPageOptions {
  /** Another staff account than the demo's admin. */
  account?: { email: string; password: string };
  /** A fixed time zone, for a test that reads times the browser writes in its own. */
  timezoneId?: string;
  /** Another size than the desk's, for a test of the pages on a phone. */
  viewport?: { width: number; height: number };
}

/** A page in a fresh context (desk-sized unless told), signed in to the staff app through its login form, on the dashboard. */
export async function staffPage(
  browser: SuiteBrowser,
  appUrl: string,
  { account = DEMO_ADMIN, timezoneId, viewport = DESK_VIEWPORT }: StaffPageOptions = {},
): Promise<Page> {
  const page = await (await browser.newContext({ viewport, timezoneId })).newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(`${appUrl}/admin/login`);
  await page.getByLabel(/^Username/).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: /^Season\b/ }).waitFor();
  return page;
}
