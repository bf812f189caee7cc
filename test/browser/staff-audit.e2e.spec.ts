import { adminToken, fillProfile } from '../api/applications-fixtures';
import { apply, freshCourse, offer } from '../api/enrollment-fixtures';
import { ApiClient } from '../api/identity-client';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { expectAccessible } from './support/accessibility';
import { appUrlOf, suiteBrowser, type SuiteBrowser } from './support/browser';
import { staffPage } from './support/staff';
import { ifSet } from '../support/if-set';

/** The staff app is used on a desk: its audit pages are checked at 1280 px, in UTC so typed moments are exact. */
/**
 * react-admin 5.15 leaves the header cell of DataTable's expand column empty (no text, no label): that
 * cell is left out, everything else must pass, and the page must not scroll sideways.
 */

const pause = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the audit pages of the staff app, in the browser', () => {
  let portal: RunningPortal;
  let browser: SuiteBrowser;
  let appUrl: string;
  let ada: TestApplicant;
  let bob: TestApplicant;
  let applicationId: string;
  let beforeOffer: string;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal('embedded'), suiteBrowser()]);
    appUrl = appUrlOf(portal);
    const api = new ApiClient(portal.baseUrl);
    const admin = await adminToken(api);
    const course = await freshCourse(api, admin);
    [ada, bob] = await Promise.all([newApplicant(portal, api, 'Ada'), newApplicant(portal, api, 'Bob')]);
    await fillProfile(api, ada.token);
    applicationId = await apply(api, ada.token, course, 'student');
    // The page's picker takes whole seconds: the moment typed must still fall after the submission.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    beforeOffer = new Date().toISOString();
    await pause();
    await offer(api, admin, applicationId);
  }, 90_000);
  afterAll(async () => {
    await ifSet(browser)?.close();
    await ifSet(portal)?.stop();
  });

  it("opens an application's stream history and its as-of view at two moments", async () => {
    const page = await staffPage(browser, appUrl, { timezoneId: 'UTC' });
    await page.goto(`${appUrl}/admin/applications/${applicationId}/show`);
    await page.getByRole('link', { name: 'Stream history' }).click();
    const events = page.getByRole('list', { name: 'Events of the stream' });
    await events.getByRole('heading', { name: '1. ApplicationSubmitted' }).waitFor();
    await events.getByRole('heading', { name: /OfferMade/ }).waitFor();
    await expectAccessible(page);

    await page.goBack();
    await page.getByRole('link', { name: 'As of a moment' }).click();
    await page.getByRole('button', { name: 'Show' }).click();
    const state = page.getByRole('figure').filter({ hasText: 'State' });
    await state.getByText('"applicationStatus": "accepted"').waitFor();
    await page.getByLabel('As of (your local time)').fill(beforeOffer.slice(0, 19));
    await page.getByRole('button', { name: 'Show' }).click();
    await state.getByText('"applicationStatus": "applied"').waitFor();
    await expectAccessible(page);
    await page.context().close();
  }, 60_000);

  it('browses the event log with a filter and opens an event', async () => {
    const page = await staffPage(browser, appUrl, { timezoneId: 'UTC' });
    await page.goto(`${appUrl}/admin/events`);
    await page.getByLabel('Event type').fill('OfferMade');
    await page.getByLabel('Stream').fill(`application-${applicationId}`);
    const rows = page.locator('tbody tr');
    await page.waitForURL(/OfferMade/);
    await rows
      .filter({ hasText: `application-${applicationId}` })
      .first()
      .waitFor();
    expect(await rows.filter({ hasText: 'OfferMade' }).count()).toBe(1);
    // On the type cell: the middle of the row may be the stream's link, which leaves the list.
    await rows.filter({ hasText: 'OfferMade' }).getByText('OfferMade', { exact: true }).click();
    await page
      .getByRole('figure')
      .filter({ hasText: /^Data of event/ })
      .getByText(/"offerId"/)
      .waitFor();
    await expectAccessible(page);
    await page.context().close();
  }, 60_000);

  it('rebuilds a read model and shows its progress until it is done', async () => {
    const page = await staffPage(browser, appUrl, { timezoneId: 'UTC' });
    // The System status page, in the sidebar's System group, leads to the read models.
    await page.getByRole('menuitem', { name: 'System status' }).click();
    await page.getByRole('link', { name: 'Read models and rebuilds' }).click();
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'applications', exact: true }) });
    await row.getByText('Never rebuilt here').waitFor();
    await expectAccessible(page);
    await row.getByRole('button', { name: 'Rebuild applications' }).click();
    await row.getByText(/^Done: \d+ events/).waitFor({ timeout: 30_000 });
    await expectAccessible(page);
    await page.context().close();
  }, 60_000);

  it('finds a person, and erases their data after confirming', async () => {
    const page = await staffPage(browser, appUrl, { timezoneId: 'UTC' });
    await page.goto(`${appUrl}/admin/personal-data`);
    await page.getByLabel('Email address').fill(bob.email);
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByRole('heading', { name: 'Bob Applicant' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Erase personal data' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/This cannot be undone/).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Erase' }).click();
    await page
      .getByRole('alert')
      .getByText(/^Personal data erased/)
      .waitFor();
    await page.getByRole('heading', { name: '[erased] [erased]' }).waitFor();
    expect(await page.getByRole('button', { name: 'Erase personal data' }).isDisabled()).toBe(true);
    await page.context().close();
  }, 60_000);
});
