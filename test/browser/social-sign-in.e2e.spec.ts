import type { Browser } from 'playwright-core';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { expectAccessible } from './support/accessibility';
import { appUrlOf, launchBrowser, newPage, storedToken } from './support/browser';

describe('signing in with GitHub through the demo stand-in', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let appUrl: string;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal('embedded'), launchBrowser()]);
    appUrl = appUrlOf(portal);
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('goes to the provider’s authorize form and comes back signed in', async () => {
    const page = await newPage(browser);
    await page.goto(`${appUrl}/sign-in`);
    await page.getByRole('button', { name: 'Sign in with GitHub (demo)' }).click();

    await page.getByRole('heading', { name: 'Demo GitHub (stand-in)' }).waitFor();
    const authorizeUrl = new URL(page.url());
    expect(authorizeUrl.searchParams.get('response_type')).toBe('code');
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(`${appUrl}/github-verification`);
    expect(authorizeUrl.searchParams.get('state')).toMatch(/^[0-9a-f-]{36}$/);
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Email', { exact: true }).fill('grace.browser@example.org');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await page.waitForURL(`${appUrl}/`);
    await page.getByRole('button', { name: 'Welcome, Grace' }).waitFor();
    expect(await storedToken(page)).toBeTruthy();
    await expectAccessible(page);
  }, 30_000);

  it('refuses an answer whose state this browser never sent', async () => {
    const page = await newPage(browser);
    await page.goto(`${appUrl}/github-verification?code=forged&state=not-ours`);
    await page.getByText('Failed to connect to github').waitFor();
    await page.waitForURL(`${appUrl}/sign-in`);
    expect(await storedToken(page)).toBeNull();
  }, 30_000);
});
