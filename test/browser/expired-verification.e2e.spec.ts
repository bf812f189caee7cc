import { MESSAGES } from '@portal/contracts';
import type { Browser } from 'playwright-core';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { expectAccessible } from './support/accessibility';
import { appUrlOf, launchBrowser, newPage } from './support/browser';
import { emailCount, newestLink, waitForEmailCount } from './support/email-links';

/** Links that expire two seconds after they are sent. */
const TWO_SECONDS_IN_HOURS = String(2 / 3600);

describe('a verification link that has expired', () => {
  let portal: RunningPortal;
  let browser: Browser;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([
      startPortal('embedded', { EMAIL_TOKEN_TTL_HOURS: TWO_SECONDS_IN_HOURS }),
      launchBrowser(),
    ]);
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('offers to resend the email, and resending sends a new link', async () => {
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
});
