import type { DetailErrorBody } from '@portal/contracts';
import { adminToken, daysFromNow, fillProfile, patch } from '../api/applications-fixtures';
import { apply, decide, freshCourse, offer } from '../api/enrollment-fixtures';
import { ApiClient } from '../api/identity-client';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { expectAccessible } from './support/accessibility';
import { appUrlOf, newPage, suiteBrowser, type SuiteBrowser } from './support/browser';
import { signedInPage } from './support/signed-in';
import { ifSet } from '../support/if-set';

/** The applications table's dates: MM-DD-YYYY in UTC (spec 1 §4). */
const tableDate = (iso: string) => {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${month}-${day}-${year}`;
};

/** Issue 57 checks every page at a desk width too (the suite's pages open at a phone's). */
const DESK = { width: 1366, height: 900 };

/**
 * What issue 57 found leaving an applicant guessing: an offer in the applications list with nothing to
 * do about it, and a certificate link that goes nowhere (the ORCID button is in
 * pods-ta-and-certificates.e2e.spec.ts, beside the certificates it publishes).
 */
describe('an applicant’s next step is on the page, in the browser', () => {
  let portal: RunningPortal;
  let browser: SuiteBrowser;
  let api: ApiClient;
  let admin: string;
  let appUrl: string;
  let ada: TestApplicant;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal('embedded'), suiteBrowser()]);
    appUrl = appUrlOf(portal);
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
    ada = await newApplicant(portal, api, 'Ada');
    await fillProfile(api, ada.token);
  }, 90_000);
  afterAll(async () => {
    await ifSet(browser)?.close();
    await ifSet(portal)?.stop();
  });

  it('shows an offer’s own deadline in its row and a Respond to offer button that leads to the offer', async () => {
    const [offered, pending] = await Promise.all([freshCourse(api, admin), freshCourse(api, admin)]);
    const offeredId = await apply(api, ada.token, offered, 'student');
    await apply(api, ada.token, pending, 'student');
    // Not the course's deadline (40 days away): this offer was given one of its own.
    const end = daysFromNow(12);
    await offer(api, admin, offeredId, end);

    const page = await signedInPage(browser, appUrl, ada.token, '/applications');
    const table = page.getByRole('table');
    const offerRow = table.getByRole('row').filter({ hasText: offered.name });
    await offerRow.getByText('Offer made', { exact: true }).waitFor();
    await offerRow.getByText(`Respond by ${tableDate(end)}`, { exact: true }).waitFor();
    const respond = offerRow.getByRole('link', { name: 'Respond to offer' });
    // Several offers may be open at once: each button is described by its course.
    expect(await respond.getAttribute('aria-describedby')).toBe(
      await offerRow.getByRole('rowheader').getAttribute('id'),
    );
    // A row with no offer has nothing to answer.
    const pendingRow = table.getByRole('row').filter({ hasText: pending.name });
    await pendingRow.getByText('Applied', { exact: true }).waitFor();
    expect(await pendingRow.getByRole('link', { name: 'Respond to offer' }).count()).toBe(0);
    expect(await pendingRow.getByText(/^Respond by/).count()).toBe(0);
    await expectAccessible(page);
    await page.setViewportSize(DESK);
    await expectAccessible(page);

    await respond.click();
    await page.waitForURL(`${appUrl}/course/${offeredId}?type=student`);
    await page.getByRole('heading', { name: 'Your offer' }).waitFor();
    await expectAccessible(page);
    await page.context().close();
  }, 90_000);

  it('tells a TA who signed the agreement what happens next, and keeps Withdraw while spec 1 §4 allows it', async () => {
    const tess = await newApplicant(portal, api, 'Tess');
    await fillProfile(api, tess.token);
    const course = await freshCourse(api, admin);
    const id = await apply(api, tess.token, course, 'ta');
    await offer(api, admin, id);
    const signed = await patch(api, `/courses/ta-applications/${id}/agreement/`, { wants_to_enroll: true }, tess.token);
    expect(signed.status).toBe(200);

    const page = await signedInPage(browser, appUrl, tess.token, '/applications');
    const row = page.getByRole('table').getByRole('row').filter({ hasText: course.name });
    await row.getByText('Agreement signed', { exact: true }).waitFor();
    await row.getByText('You will be placed in a pod; we will email you when pods are formed.').waitFor();
    expect(await row.getByText('Offer accepted').count()).toBe(0);
    expect(await row.getByRole('link', { name: 'Respond to offer' }).count()).toBe(0);
    // An accepted offer may still be withdrawn before the accept-offer deadline (spec 1 §4).
    await row.getByRole('button', { name: 'Withdraw' }).waitFor();
    await expectAccessible(page);

    // Approved by staff, the TA still waits for the matching, and may no longer withdraw.
    expect((await decide(api, admin, id, { decision: 'approve' })).body.status).toBe('approved');
    await page.reload();
    await row.getByText('Approved', { exact: true }).waitFor();
    await row.getByText('You will be placed in a pod; we will email you when pods are formed.').waitFor();
    expect(await row.getByRole('button', { name: 'Withdraw' }).count()).toBe(0);
    await page.setViewportSize(DESK);
    await expectAccessible(page);
    await page.context().close();
  }, 90_000);

  it('says on the page that a certificate does not exist, where the API answers 404', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const answer = await fetch(`${portal.baseUrl}/api/certificates/${unknown}/`);
    expect(answer.status).toBe(404);
    expect((await answer.json()) as DetailErrorBody).toEqual({ detail: 'Not found.', code: 'not_found' });

    const page = await newPage(browser);
    await page.goto(`${appUrl}/certificate/${unknown}`);
    await page.getByRole('heading', { level: 1, name: 'Certificate not found' }).waitFor();
    await page.getByText(`No certificate with the id ${unknown} exists`).waitFor();
    // The page stays: the address is still the link that was checked.
    expect(page.url()).toBe(`${appUrl}/certificate/${unknown}`);
    await expectAccessible(page);
    await page.setViewportSize(DESK);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL(`${appUrl}/`);
    await page.context().close();
  }, 60_000);
});
