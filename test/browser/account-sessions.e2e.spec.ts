import { expect } from 'vitest';
import { ApiClient } from '../api/identity-client';
import { newApplicant } from '../support/applicants';
import { ifSet } from '../support/if-set';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { expectAccessible } from './support/accessibility';
import { appUrlOf, suiteBrowser, type SuiteBrowser } from './support/browser';
import { signedInPage } from './support/signed-in';

describe('the sessions on Account → Settings', () => {
  let portal: RunningPortal;
  let browser: SuiteBrowser;
  let api: ApiClient;
  let appUrl: string;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal('embedded'), suiteBrowser()]);
    api = new ApiClient(portal.baseUrl);
    appUrl = appUrlOf(portal);
  }, 90_000);
  afterAll(async () => {
    await ifSet(browser)?.close();
    await ifSet(portal)?.stop();
  });

  it('lists where the person is signed in, and signs another device out', async () => {
    const person = await newApplicant(portal, api, 'Traveller');
    const laptop = await api.signIn(person.email, person.password);
    await api.request('GET', '/users/me/', {
      token: laptop,
      headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0' },
    });
    const page = await signedInPage(browser, appUrl, person.token, '/account');
    const sessions = page.getByRole('table', { name: 'Sessions' });
    const laptopRow = sessions.getByRole('row', { name: /Firefox on Windows/ });
    await laptopRow.waitFor();
    await expect(sessions.getByRole('row', { name: /\(this browser\)/ }).count()).resolves.toBe(1);
    await expect(laptopRow.getByRole('cell').nth(1).textContent()).resolves.toBe('127.0.0.1');
    await expectAccessible(page);

    await laptopRow.getByRole('button', { name: 'Sign out of Firefox on Windows' }).click();
    await page.getByText('Signed out of Firefox on Windows').waitFor();
    await laptopRow.waitFor({ state: 'detached' });
    expect((await api.get('/users/me/', laptop)).status).toBe(401);
    expect((await api.get('/users/me/', person.token)).status).toBe(200);
  }, 60_000);
});
