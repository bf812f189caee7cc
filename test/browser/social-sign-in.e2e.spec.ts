import { MESSAGES, type UserView, disconnectedFrom, failedToDisconnectFrom } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { expectAccessible } from './support/accessibility';
import { appUrlOf, suiteBrowser, newPage, storedToken, type SuiteBrowser } from './support/browser';
import { ifSet } from '../support/if-set';

describe('signing in with GitHub, Google and ORCID through the demo stand-ins', () => {
  let portal: RunningPortal;
  let browser: SuiteBrowser;
  let appUrl: string;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal('embedded'), suiteBrowser()]);
    appUrl = appUrlOf(portal);
  }, 90_000);
  afterAll(async () => {
    await ifSet(browser)?.close();
    await ifSet(portal)?.stop();
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
  /** The stand-in's authorize form, filled as the person signing in. */
  async function authorizeAs(page: Page, provider: string, first: string, email: string, orcid?: string) {
    await page.getByRole('heading', { name: `Demo ${provider} (stand-in)` }).waitFor();
    await page.getByLabel('First name').fill(first);
    await page.getByLabel('Last name').fill('Social');
    await page.getByLabel('Email', { exact: true }).fill(email);
    if (orcid) await page.getByLabel('ORCID iD').fill(orcid);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }

  it('comes back from Google with a token in the fragment and is signed in', async () => {
    const page = await newPage(browser);
    await page.goto(`${appUrl}/sign-in`);
    await page.getByRole('button', { name: 'Sign in with Google (demo)' }).click();
    const authorizeUrl = new URL(page.url());
    expect(authorizeUrl.searchParams.get('response_type')).toBe('token');
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(`${appUrl}/google-verification`);
    await authorizeAs(page, 'Google', 'Gia', 'gia.google@example.org');
    await page.waitForURL(`${appUrl}/`);
    await page.getByRole('button', { name: 'Welcome, Gia' }).waitFor();
    expect(await storedToken(page)).toBeTruthy();
    await expectAccessible(page);
  }, 30_000);

  it('shows Google’s failure when the person cancels at the provider', async () => {
    const page = await newPage(browser);
    await page.goto(`${appUrl}/sign-up`);
    await page.getByRole('button', { name: 'Sign up with Google (demo)' }).click();
    await page.getByRole('heading', { name: 'Demo Google (stand-in)' }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText(MESSAGES.failedToConnectGoogle).waitFor();
    await page.waitForURL(`${appUrl}/sign-in`);
    expect(await storedToken(page)).toBeNull();
    await expectAccessible(page);
  }, 30_000);

  it('comes back from ORCID with a code and is signed in, the ORCID iD on the profile', async () => {
    const page = await newPage(browser);
    await page.goto(`${appUrl}/sign-in`);
    await page.getByRole('button', { name: 'Sign in with ORCID (demo)' }).click();
    const authorizeUrl = new URL(page.url());
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(`${appUrl}/orcid-verification`);
    await authorizeAs(page, 'ORCID', 'Olu', 'olu.orcid@example.org', '0000-0002-1825-0097');
    await page.waitForURL(`${appUrl}/`);
    await page.getByRole('button', { name: 'Welcome, Olu' }).waitFor();
    const me = await fetch(`${portal.baseUrl}/api/users/me/`, {
      headers: { authorization: `Token ${await storedToken(page)}` },
    });
    expect(((await me.json()) as UserView).orcid).toBe('0000-0002-1825-0097');
  }, 30_000);

  it('refuses an ORCID answer whose state this browser never sent', async () => {
    const page = await newPage(browser);
    await page.goto(`${appUrl}/orcid-verification?code=forged&state=not-ours`);
    await page.getByText(MESSAGES.failedToConnectOrcid).waitFor();
    await page.waitForURL(`${appUrl}/sign-in`);
    expect(await storedToken(page)).toBeNull();
  }, 30_000);
  it('refuses to disconnect the only way to sign in, then disconnects once a password is set', async () => {
    const page = await newPage(browser);
    await page.goto(`${appUrl}/sign-in`);
    await page.getByRole('button', { name: 'Sign in with GitHub (demo)' }).click();
    await authorizeAs(page, 'GitHub', 'Dora', 'dora.github@example.org');
    await page.getByRole('button', { name: 'Welcome, Dora' }).waitFor();
    await page.goto(`${appUrl}/account`);
    await page.getByRole('button', { name: 'Disconnect GitHub' }).click();
    await page.getByText(failedToDisconnectFrom('GitHub')).waitFor();
    await expectAccessible(page);

    await page.getByLabel('New password').fill('now-i-have-one-1');
    await page.getByLabel('Confirm password').fill('now-i-have-one-1');
    await page.getByRole('button', { name: 'Update profile' }).click();
    await page.getByText(MESSAGES.profileHasBeenUpdated).waitFor();
    await page.getByRole('button', { name: 'Disconnect GitHub' }).click();
    await page.getByText(disconnectedFrom('GitHub')).waitFor();
    await page.getByRole('button', { name: 'Connect GitHub' }).waitFor();
  }, 30_000);
});
