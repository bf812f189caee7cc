import { type RunningPortal, startPortal } from '../support/running-portal';
import { expectAccessible } from './support/accessibility';
import { appUrlOf, suiteBrowser, type SuiteBrowser } from './support/browser';
import { staffPage } from './support/staff';
import { ifSet } from '../support/if-set';

describe('the API tokens screen of the staff app, in the browser', () => {
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

  it('creates a token, shows its secret once, and revokes it', async () => {
    const page = await staffPage(browser, appUrl);
    await page.goto(`${appUrl}/admin/api-tokens`);
    await page.getByRole('link', { name: 'Create token' }).click();
    await page.getByLabel(/^Name/).fill('CRM sync');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save' }).click();

    const secret = (await page.getByTestId('api-token-secret').textContent()) ?? '';
    expect(secret.length).toBeGreaterThan(30);
    await page.getByRole('button', { name: 'Copy token' }).waitFor();
    await expectAccessible(page);
    const feed = await fetch(`${portal.baseUrl}/api/admin/feed/?after=0&limit=1`, {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(feed.status).toBe(200);
    await page.getByRole('button', { name: 'I have stored the token' }).click();

    const row = page.getByRole('row').filter({ hasText: 'CRM sync' });
    await row.getByText('Active').waitFor();
    expect(await page.content()).not.toContain(secret);
    await expectAccessible(page);
    await row.getByRole('button', { name: 'Revoke CRM sync' }).click();
    await page.getByRole('button', { name: 'Revoke', exact: true }).click();
    await row.getByText('Revoked').waitFor();
    const refused = await fetch(`${portal.baseUrl}/api/admin/feed/?after=0&limit=1`, {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(refused.status).toBe(401);
  }, 90_000);
});
