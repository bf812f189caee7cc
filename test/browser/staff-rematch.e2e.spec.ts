import type { Page } from 'playwright-core';
import { adminToken } from '../api/applications-fixtures';
import { ApiClient } from '../api/identity-client';
import type { MatchingProposalView, RematchView } from '@portal/contracts';
import { type Cohort, smallCohort } from '../api/pods-fixtures';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { appUrlOf, suiteBrowser, type SuiteBrowser } from './support/browser';
import { staffPage } from './support/staff';
import { expectAccessible } from './support/accessibility';
import { ifSet } from '../support/if-set';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Staff compare two runs of the matching, choose one, apply it, then review and apply a rematch. */
describe('the staff app’s proposal comparison and rematch review, in the browser', () => {
  let portal: RunningPortal;
  let browser: SuiteBrowser;
  let appUrl: string;
  let api: ApiClient;
  let admin: string;
  let cohort: Cohort;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal('embedded'), suiteBrowser()]);
    appUrl = appUrlOf(portal);
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
    cohort = await smallCohort(portal, api, admin);
  }, 180_000);
  afterAll(async () => {
    await ifSet(browser)?.close();
    await ifSet(portal)?.stop();
  });

  it('compares two runs side by side, applies the chosen one, and applies a rematch after a TA drops out', async () => {
    const page = await staffPage(browser, appUrl);
    await page.goto(`${appUrl}/admin/matching`);
    await page.getByRole('cell', { name: cohort.course.name }).click();
    await page.getByText('No matching has been run for this course yet.').waitFor();

    // Two runs: pods of at most two, then one pod of up to four.
    const run = async (min: string, target: string, max: string) => {
      await page.getByLabel('Minimum pod size').fill(min);
      await page.getByLabel('Target pod size').fill(target);
      await page.getByLabel('Maximum pod size').fill(max);
      await page.getByRole('button', { name: 'Run matching' }).click();
    };
    await run('1', '2', '2');
    await page.getByRole('heading', { name: 'Objective' }).waitFor();
    await run('1', '4', '4');
    await page.getByRole('heading', { name: 'Compare proposals' }).waitFor();
    await page.getByRole('checkbox', { name: /^Run 1:/ }).check();
    await page.getByRole('checkbox', { name: /^Run 2:/ }).check();
    await page.getByRole('button', { name: 'Compare the chosen runs' }).click();
    const table = page.getByRole('table', { name: 'Proposals side by side' });
    await table.getByRole('rowheader', { name: 'Gap', exact: true }).waitFor();
    await table.getByRole('rowheader', { name: 'Bound', exact: true }).waitFor();
    await table.getByRole('row', { name: /Pod size \(min \/ target \/ max\).*1 \/ 2 \/ 2.*1 \/ 4 \/ 4/ }).waitFor();
    await page.getByRole('row', { name: /Run 1 and Run 2.*of 6 people/ }).waitFor();
    await expectAccessible(page, { fromTop: true });

    // Run 1 becomes the proposal under review, and is applied.
    await page.getByRole('button', { name: 'Choose Run 1' }).click();
    await page.getByText('Run 1 is now the proposal to review and apply.').waitFor();
    const latest = (await api.get<MatchingProposalView>(`/admin/matching/${cohort.course.id}/`, admin)).body;
    expect(latest.pods).toHaveLength(2);
    await page.getByRole('button', { name: 'Apply matching' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Apply matching' }).click();
    await page.getByText(/the pods are formed/).waitFor();

    // A TA drops out; the rematch closes their pod and its students find no room (pods of two).
    await page.getByRole('heading', { name: 'Rematch' }).waitFor();
    await page.getByText('No rematch has been proposed for this course.').waitFor();
    const [pod] = latest.pods;
    const taName = ['Tess', 'Otto'][cohort.tas.findIndex((ta) => cohort.applications.get(ta) === pod.taId)];
    await choose(page, 'Who dropped out', `${taName} Applicant (TA)`);
    await page.getByLabel('Reason').fill('Moved to another programme.');
    await page.getByRole('button', { name: 'Record the drop-out' }).click();
    await page.getByText(`${taName} Applicant is recorded as dropped out.`).waitFor();
    await page.getByRole('button', { name: 'Propose a rematch' }).click();
    const moves = page.getByRole('table', { name: 'Moves of the rematch' });
    await moves
      .getByRole('row', { name: /Their pod closed/ })
      .first()
      .waitFor();
    await page.getByText(/2 people move \(at least \d+ must\)/).waitFor();
    await page.getByRole('list', { name: 'Leaving their pod' }).getByText(new RegExp(taName)).waitFor();

    const apply = page.getByRole('button', { name: 'Apply the rematch and send the emails' });
    expect(await apply.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Preview the emails' }).click();
    await page.getByRole('heading', { name: 'Emails to send (2)' }).waitFor();
    await expectAccessible(page, { fromTop: true });
    await apply.click();
    await page.getByText(/^Rematch applied on/).waitFor();
    expect((await api.get<RematchView>(`/admin/matching/${cohort.course.id}/rematch/`, admin)).body.status).toBe(
      'applied',
    );

    await expectAccessible(page, { fromTop: true });
    await page.context().close();
  }, 120_000);
});
