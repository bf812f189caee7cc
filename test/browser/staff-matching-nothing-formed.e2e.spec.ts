import type { Page } from 'playwright-core';
import { adminToken } from '../api/applications-fixtures';
import { ApiClient } from '../api/identity-client';
import { type Cohort, smallCohort } from '../api/pods-fixtures';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { appUrlOf, suiteBrowser, type SuiteBrowser } from './support/browser';
import { staffPage } from './support/staff';
import { expectAccessible } from './support/accessibility';
import { ifSet } from '../support/if-set';

/** Console errors and failed requests of a page from now on: a normal state must log none (issue 57). */
function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400)
      problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  // A read the page cancels itself (a newer one replaced it) is no error; any other failure is.
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED')
      problems.push(`failed ${request.method()} ${request.url()}`);
  });
  return problems;
}

const expectPageAccessible = (page: Page) =>
  expectAccessible(page, { exclude: '.RaDataTable-checkbox', fromTop: true });

describe('matching a course with fewer students than the smallest pod, in the staff app', () => {
  let portal: RunningPortal;
  let browser: SuiteBrowser;
  let appUrl: string;
  let cohort: Cohort;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal('embedded'), suiteBrowser()]);
    appUrl = appUrlOf(portal);
    const api = new ApiClient(portal.baseUrl);
    cohort = await smallCohort(portal, api, await adminToken(api));
  }, 180_000);
  afterAll(async () => {
    await ifSet(browser)?.close();
    await ifSet(portal)?.stop();
  });

  it('says why no pod formed and what to change, explains the figures, and logs no error', async () => {
    const page = await staffPage(browser, appUrl);
    await page.goto(`${appUrl}/admin/matching`);
    // From the Matching page on: leaving the dashboard cancels its own reads, which is no error.
    const problems = recordProblems(page);
    await page.getByRole('cell', { name: cohort.course.name }).click();
    await page.getByText('No matching has been run for this course yet.').waitFor();
    expect(await page.getByLabel('Minimum pod size').inputValue()).toBe('12');

    // Four students enrolled against the default sizes 12/15/18.
    await page.getByRole('button', { name: 'Run matching' }).click();
    await page
      .getByRole('alert')
      .filter({
        hasText:
          'No pod was formed: 4 students are enrolled, fewer than the smallest pod size (12). ' +
          'Lower the minimum pod size to 4 or fewer, or wait for more enrolments.',
      })
      .waitFor();
    const unmatched = page.getByRole('table', { name: 'Unmatched' });
    expect(await unmatched.getByRole('row', { name: /Student\s+Too few students for a pod/ }).count()).toBe(4);
    expect(
      await unmatched
        .getByRole('row', { name: /TA\s+Not needed\s+No pod was formed, so there is no pod or megapod to staff\./ })
        .count(),
    ).toBe(2);
    expect(await unmatched.getByText(/No room|is staffed/).count()).toBe(0);
    await page
      .getByText(/Gap is how far the objective falls short of the bound: 0 %, so no proposal can do better/)
      .waitFor();
    await page.getByRole('rowheader', { name: 'Gap', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Apply matching' }).isDisabled()).toBe(true);
    await expectPageAccessible(page);

    // As the sentence says: a minimum of 4 forms a pod, and the sentence goes.
    await page.getByLabel('Minimum pod size').fill('4');
    await page.getByLabel('Target pod size').fill('4');
    await page.getByLabel('Maximum pod size').fill('4');
    await page.getByRole('button', { name: 'Run matching' }).click();
    await page.getByRole('list', { name: /^Students of / }).waitFor();
    expect(await page.getByText('No pod was formed').count()).toBe(0);
    // The TA left over is now told the one pod is staffed, which is true.
    await unmatched
      .getByRole('row', { name: /TA\s+Not needed\s+Every pod and megapod they could serve is staffed\./ })
      .waitFor();

    // Formed, the page also reads the mentor round and the rematch, which do not exist yet either.
    await page.getByRole('button', { name: 'Apply matching' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Apply matching' }).click();
    await page.getByText(/the pods are formed/).waitFor();
    await page.reload();
    await page.getByText(/the pods are formed/).waitFor();
    await page.waitForLoadState('networkidle');
    await expectPageAccessible(page);
    expect(problems).toEqual([]);
    await page.context().close();
  }, 120_000);
});
