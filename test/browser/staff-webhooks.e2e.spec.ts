import { WebhookReceiver, arrived, docsVerifier } from '../api/webhook-receiver';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { expectAccessible } from './support/accessibility';
import { appUrlOf, suiteBrowser, type SuiteBrowser } from './support/browser';
import { staffPage } from './support/staff';
import { ifSet } from '../support/if-set';

describe('the webhooks screen of the staff app, in the browser', () => {
  let portal: RunningPortal;
  let browser: SuiteBrowser;
  let appUrl: string;
  let receiver: WebhookReceiver;
  const verify = docsVerifier();

  beforeAll(async () => {
    receiver = new WebhookReceiver();
    await receiver.start();
    [portal, browser] = await Promise.all([startPortal('embedded', { WEBHOOK_RETRY_BASE_MS: '300' }), suiteBrowser()]);
    appUrl = appUrlOf(portal);
  }, 90_000);
  afterAll(async () => {
    await ifSet(browser)?.close();
    await ifSet(portal)?.stop();
    await ifSet(receiver)?.stop();
  });

  it('adds an endpoint, shows its secret once, lists its deliveries and redelivers one', async () => {
    const page = await staffPage(browser, appUrl);
    await page.goto(`${appUrl}/admin/webhooks`);
    await page.getByRole('link', { name: 'Add endpoint' }).click();
    await page.getByLabel(/^URL/).fill('not a url');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Enter a valid http or https URL.').waitFor();
    await page.getByLabel(/^URL/).fill(receiver.url);
    await page.getByLabel(/^Description/).fill('CRM sync');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save' }).click();

    const secret = (await page.getByTestId('webhook-secret').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await expect(page.getByText('it is shown only this once', { exact: false }).isVisible()).resolves.toBe(true);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'I have stored the secret' }).click();

    await page.getByRole('button', { name: 'Send test event' }).waitFor();
    expect(await page.content()).not.toContain(secret);
    await page.getByRole('button', { name: 'Send test event' }).click();
    const ping = await arrived(() => receiver.ofType('Ping')[0], 'the test event at the receiver');
    expect(verify(secret, ping)).toBe(true);

    const row = page.getByRole('row').filter({ hasText: 'Ping' });
    await arrived(async () => {
      await page.getByRole('button', { name: 'Refresh deliveries' }).click();
      return (await row.filter({ hasText: 'delivered' }).count()) > 0;
    }, 'the ping listed as delivered');
    // Exact: the event cell holds a random UUID, which now and then contains "200".
    await expect(row.getByRole('cell', { name: '200', exact: true }).count()).resolves.toBe(1);
    await expectAccessible(page);

    await row.getByRole('button', { name: /^Redeliver/ }).click();
    await page.getByText('Delivery queued again.').waitFor();
    const repeats = await arrived(() => {
      const pings = receiver.ofType('Ping');
      return pings.length >= 2 ? pings : null;
    }, 'the redelivered ping');
    expect(repeats[1].headers['webhook-id']).toBe(ping.headers['webhook-id']);

    await page.getByRole('button', { name: 'Rotate secret' }).click();
    await page.getByRole('button', { name: 'Rotate', exact: true }).click();
    const rotated = (await page.getByTestId('webhook-rotated-secret').textContent()) ?? '';
    expect(rotated).toMatch(/^whsec_/);
    expect(rotated).not.toBe(secret);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'I have stored the secret' }).click();
    await page.getByRole('button', { name: 'Send test event' }).click();
    const signedTwice = await arrived(() => receiver.ofType('Ping')[2], 'the test event after the rotation');
    expect(verify(rotated, signedTwice)).toBe(true);
    expect(verify(secret, signedTwice)).toBe(true);

    await page.goto(`${appUrl}/admin/webhooks`);
    await page.getByRole('cell', { name: receiver.url }).waitFor();
    expect(await page.content()).not.toContain(secret);
    await expectAccessible(page);
  }, 90_000);
});
