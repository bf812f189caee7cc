import { MESSAGES } from '@portal/contracts';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { expectAccessible } from './support/accessibility';
import { appUrlOf, suiteBrowser, newPage, storedToken, type SuiteBrowser } from './support/browser';
import { emailCount, newestLink, waitForEmailCount } from './support/email-links';
import { ifSet } from '../support/if-set';

/** Links that expire two seconds after they are sent. */
const TWO_SECONDS_IN_HOURS = String(2 / 3600);

describe('email links that have expired', () => {
  let portal: RunningPortal;
  let browser: SuiteBrowser;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([
      startPortal('embedded', { EMAIL_TOKEN_TTL_HOURS: TWO_SECONDS_IN_HOURS }),
      suiteBrowser(),
    ]);
  }, 90_000);
  afterAll(async () => {
    await ifSet(browser)?.close();
    await ifSet(portal)?.stop();
  });

  it('offers to resend an expired verification email, and resending sends a new link', async () => {
    const email = 'late.reader@example.org';
    const signUp = await fetch(`${portal.baseUrl}/api/users/sign-up/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Late',
        last_name: 'Reader',
        email,
        password: 'reads-mail-weekly',
        confirm_password: 'reads-mail-weekly',
      }),
    });
    expect(signUp.status).toBe(201);
    const expiredLink = await newestLink(portal.dataDir, email, '/verification');
    await new Promise((resolve) => setTimeout(resolve, 2500));

    const page = await newPage(browser);
    await page.goto(expiredLink.replace(/^http:\/\/localhost:\d+/, appUrlOf(portal)));
    await page.getByText(MESSAGES.verificationTokenExpired).waitFor();
    await expectAccessible(page);

    const sentBefore = await emailCount(portal.dataDir, email);
    await page.getByRole('button', { name: 'Resend' }).click();
    await page.getByText(MESSAGES.emailHasBeenSent).waitFor();
    await waitForEmailCount(portal.dataDir, email, sentBefore + 1);
    expect(await newestLink(portal.dataDir, email, '/verification')).not.toBe(expiredLink);
  }, 30_000);

  it('says an error appeared when the resend fails: the account was verified meanwhile from a newer link', async () => {
    const email = 'two.tabs@example.org';
    const api = (path: string, body: unknown) =>
      fetch(`${portal.baseUrl}/api/users/${path}/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const password = 'reads-mail-daily';
    const signUp = await api('sign-up', {
      first_name: 'Two',
      last_name: 'Tabs',
      email,
      password,
      confirm_password: password,
    });
    expect(signUp.status).toBe(201);
    const expiredLink = await newestLink(portal.dataDir, email, '/verification');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const page = await newPage(browser);
    await page.goto(expiredLink.replace(/^http:\/\/localhost:\d+/, appUrlOf(portal)));
    await page.getByText(MESSAGES.verificationTokenExpired).waitFor();

    // In another tab, the person asked for a new link and opened it in time.
    const expiredToken = new URL(expiredLink).searchParams.get('token');
    expect((await api('resend-email', { token: expiredToken, token_type: 'verification' })).status).toBe(200);
    await waitForEmailCount(portal.dataDir, email, 2);
    const fresh = new URL(await newestLink(portal.dataDir, email, '/verification')).searchParams.get('token');
    expect((await api('verification', { token: fresh })).status).toBeLessThan(300);

    await page.getByRole('button', { name: 'Resend' }).click();
    await page.getByText(MESSAGES.anErrorAppeared).waitFor();
    await expectAccessible(page);
    await page.context().close();
  }, 30_000);
  const expire = () => new Promise((resolve) => setTimeout(resolve, 2500));

  it('sends an expired reset link back to forgot-password with its message', async () => {
    const email = 'late.reader@example.org';
    const page = await newPage(browser);
    await page.goto(`${appUrlOf(portal)}/forgot-password`);
    await page.getByLabel(/^Email/).fill(email);
    await page.getByRole('button', { name: 'Send instructions' }).click();
    await page.getByText(MESSAGES.instructionsHaveBeenSent).waitFor();
    const resetLink = await newestLink(portal.dataDir, email, '/reset-password');
    await expire();

    await page.goto(resetLink.replace(/^http:\/\/localhost:\d+/, appUrlOf(portal)));
    await page.getByLabel('New password').fill('too-late-password-1');
    await page.getByLabel('Confirm password').fill('too-late-password-1');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText(MESSAGES.tokenHasExpired, { exact: true }).waitFor();
    await page.waitForURL(`${appUrlOf(portal)}/forgot-password`);
    await page.context().close();
  }, 30_000);

  it('refuses an expired email-change link and goes back to the profile', async () => {
    const appUrl = appUrlOf(portal);
    const page = await newPage(browser);
    // A GitHub sign-in (demo stand-in) gives a verified account at once, with no link to beat the 2 s.
    await page.goto(`${appUrl}/sign-in`);
    await page.getByRole('button', { name: 'Sign in with GitHub (demo)' }).click();
    await page.getByLabel('First name').fill('Slow');
    await page.getByLabel('Last name').fill('Mover');
    await page.getByLabel('Email', { exact: true }).fill('slow.mover@example.org');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('button', { name: 'Welcome, Slow' }).waitFor();
    expect(await storedToken(page)).toBeTruthy();

    await page.goto(`${appUrl}/account`);
    await page.getByLabel(/^Email/).fill('slow.mover.new@example.org');
    await page.getByRole('button', { name: 'Update profile' }).click();
    await page.getByText(MESSAGES.profileUpdatedConfirmEmail).waitFor();
    const link = await newestLink(portal.dataDir, 'slow.mover.new@example.org', '/new-email-verification');
    await expire();

    await page.goto(link);
    await page.getByText(MESSAGES.tokenHasExpired, { exact: true }).waitFor();
    await page.waitForURL(`${appUrl}/account`);
    await expect(page.getByLabel(/^Email/).inputValue()).resolves.toBe('slow.mover@example.org');
    await expectAccessible(page);
    await page.context().close();
  }, 30_000);
});
