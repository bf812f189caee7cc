import type { Page } from 'playwright-core';
import { newPage, type SuiteBrowser } from './browser';

/**
 * A page in its own context, signed in with `token` and opened at `path`: the app keeps its session
 * in localStorage, so the token is set on one of its pages before going to the one under test.
 */
export async function signedInPage(
  browser: SuiteBrowser,
  appUrl: string,
  token: string,
  path: string,
  viewport?: { width: number; height: number },
): Promise<Page> {
  const page = await newPage(browser, viewport);
  await page.goto(`${appUrl}/sign-in`);
  await page.evaluate((value) => localStorage.setItem('portal.token', value), token);
  await page.goto(`${appUrl}${path}`);
  return page;
}
