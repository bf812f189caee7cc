import { MESSAGES, type UserView } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { ApiClient } from '../api/identity-client';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { expectAccessible } from './support/accessibility';
import { appUrlOf, descriptionOf, suiteBrowser, newPage, storedToken, type SuiteBrowser } from './support/browser';
import { newestLink } from './support/email-links';
import { ifSet } from '../support/if-set';

/** The account screens' error paths (spec 1 §5, §7, §8; spec 2 §7, §8), each message read on screen. */
describe('what the account screens say when something is wrong', () => {
  let portal: RunningPortal;
  let browser: SuiteBrowser;
  let api: ApiClient;
  let appUrl: string;
  const unverified = { email: 'not.yet@example.org', password: 'waiting-for-mail-1' };

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal('embedded'), suiteBrowser()]);
    api = new ApiClient(portal.baseUrl);
    appUrl = appUrlOf(portal);
    const signUp = await api.post('/users/sign-up/', {
      first_name: 'Nadia',
      last_name: 'Unverified',
      email: unverified.email,
      password: unverified.password,
      confirm_password: unverified.password,
    });
    expect(signUp.status).toBe(201);
  }, 90_000);
  afterAll(async () => {
    await ifSet(browser)?.close();
    await ifSet(portal)?.stop();
  });

  const signedInPage = async (applicant: TestApplicant, path: string): Promise<Page> => {
    const page = await newPage(browser);
    await page.goto(`${appUrl}/help`);
    await page.evaluate((token) => localStorage.setItem('portal.token', token), applicant.token);
    await page.goto(`${appUrl}${path}`);
    return page;
  };

  it('refuses to sign in an account whose email is not verified, or a wrong password', async () => {
    const page = await newPage(browser);
    await page.goto(`${appUrl}/sign-in`);
    await page.getByRole('button', { name: 'Login' }).click();
    // The first check loads the validation code, so the messages arrive a moment after the click.
    await page.getByText(MESSAGES.thisFieldIsRequired).first().waitFor();
    expect(await descriptionOf(page, 'Email')).toBe(MESSAGES.thisFieldIsRequired);
    expect(await descriptionOf(page, 'Password')).toBe(MESSAGES.thisFieldIsRequired);

    await page.getByLabel(/^Email/).fill(unverified.email);
    await page.getByLabel(/^Password/).fill(unverified.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText(MESSAGES.emailNotVerified).waitFor();
    expect(await descriptionOf(page, 'Email')).toBe(MESSAGES.emailNotVerified);
    expect(await storedToken(page)).toBeNull();

    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText(MESSAGES.invalidCredentials).waitFor();
    await expectAccessible(page);
    await page.context().close();
  }, 30_000);

  it('refuses a sign-up with a taken email, and a password that breaks the rules', async () => {
    const page = await newPage(browser);
    await page.goto(`${appUrl}/sign-up`);
    await page.getByLabel('First name').fill('Nadia');
    await page.getByLabel('Last name').fill('Again');
    await page.getByLabel(/^Email/).fill(unverified.email);
    await page.getByLabel(/^Password/).fill('short');
    await page.getByLabel('Confirm password').fill('short');
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await page.getByText(MESSAGES.passwordTooShort).waitFor();
    expect(await descriptionOf(page, 'Password')).toBe(MESSAGES.passwordTooShort);

    await page.getByLabel(/^Password/).fill('long-enough-now-1');
    await page.getByLabel('Confirm password').fill('long-enough-now-1');
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await page.getByText(MESSAGES.emailTaken).waitFor();
    expect(await descriptionOf(page, 'Email')).toBe(MESSAGES.emailTaken);
    expect(new URL(page.url()).pathname).toBe('/sign-up');
    await expectAccessible(page);
    await page.context().close();
  }, 30_000);

  it('sends a reset with a link that is not valid back to forgot-password', async () => {
    const page = await newPage(browser);
    await page.goto(`${appUrl}/reset-password?token=not-a-real-token`);
    await page.getByLabel('New password').fill('brand-new-password-1');
    await page.getByLabel('Confirm password').fill('brand-new-password-1');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText(MESSAGES.tokenIsNotActive).waitFor();
    await page.waitForURL(`${appUrl}/forgot-password`);
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
    await expectAccessible(page);
    await page.context().close();
  }, 30_000);

  it('sends a verification link that is not valid home', async () => {
    const page = await newPage(browser);
    await page.goto(`${appUrl}/verification?token=not-a-real-token`);
    await page.waitForURL(`${appUrl}/`);
    expect(await storedToken(page)).toBeNull();
    await page.context().close();
  }, 30_000);

  it('changes the email through the link sent to the new address, and refuses that link a second time', async () => {
    const applicant = await newApplicant(portal, api, 'Mover');
    const newEmail = 'mover.new@example.org';
    const page = await signedInPage(applicant, '/account');
    await page.getByRole('heading', { name: 'Edit Profile' }).waitFor();
    await page.getByLabel('First name').fill('');
    await page.getByRole('button', { name: 'Update profile' }).click();
    await page.getByText(MESSAGES.thisFieldIsRequired).waitFor();
    expect(await descriptionOf(page, 'First name')).toBe(MESSAGES.thisFieldIsRequired);

    await page.getByLabel('First name').fill('Mover');
    await page.getByLabel(/^Email/).fill(newEmail);
    await page.getByRole('button', { name: 'Update profile' }).click();
    await page.getByText(MESSAGES.profileUpdatedConfirmEmail).waitFor();
    expect((await api.get<UserView>('/users/me/', applicant.token)).body.email).toBe(applicant.email);

    const link = await newestLink(portal.dataDir, newEmail, '/new-email-verification');
    await page.goto(link);
    await page.getByText(MESSAGES.emailHasBeenChanged).waitFor();
    await page.waitForURL(`${appUrl}/account`);
    await expect(page.getByLabel(/^Email/).inputValue()).resolves.toBe(newEmail);
    await expectAccessible(page);

    await page.goto(link);
    await page.getByText(MESSAGES.tokenIsInactive).waitFor();
    await page.waitForURL(`${appUrl}/account`);
    await page.context().close();

    const signedOut = await newPage(browser);
    await signedOut.goto(link);
    await signedOut.getByText(MESSAGES.tokenIsInactive).waitFor();
    await signedOut.waitForURL(`${appUrl}/sign-in`);
    await signedOut.getByRole('heading', { name: 'Sign in' }).waitFor();
    await expectAccessible(signedOut);
    await signedOut.context().close();
  }, 60_000);
  it('confirms an email change from a browser that is not signed in, and goes home', async () => {
    const applicant = await newApplicant(portal, api, 'Elsewhere');
    const newEmail = 'elsewhere.new@example.org';
    const page = await signedInPage(applicant, '/account');
    await page.getByLabel(/^Email/).fill(newEmail);
    await page.getByRole('button', { name: 'Update profile' }).click();
    await page.getByText(MESSAGES.profileUpdatedConfirmEmail).waitFor();
    await page.context().close();

    const phone = await newPage(browser);
    await phone.goto(await newestLink(portal.dataDir, newEmail, '/new-email-verification'));
    await phone.getByText(MESSAGES.emailHasBeenChanged).waitFor();
    await phone.waitForURL(`${appUrl}/`);
    expect((await api.get<UserView>('/users/me/', applicant.token)).body.email).toBe(newEmail);
    await phone.context().close();
  }, 30_000);
});
