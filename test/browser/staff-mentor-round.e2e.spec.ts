import type { Page } from 'playwright-core';
import { adminToken } from '../api/applications-fixtures';
import { ApiClient } from '../api/identity-client';
import type { MentorRoundView } from '@portal/contracts';
import { defined } from '../support/defined';
import { type MentorCohort, formOnePod, mentorCohort } from '../api/mentor-round-fixtures';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { expectAccessible } from './support/accessibility';
import { appUrlOf, suiteBrowser, type SuiteBrowser } from './support/browser';
import { ifSet } from '../support/if-set';

/** The staff app is for desks: it is checked at 1280 px. */
const DESK_VIEWPORT = { width: 1280, height: 900 };

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The mentor round on the staff Matching screen: run it, see its report, a refused edit, apply it. */
describe('the staff app’s mentor round, in the browser', () => {
  let portal: RunningPortal;
  let browser: SuiteBrowser;
  let appUrl: string;
  let api: ApiClient;
  let admin: string;
  let cohort: MentorCohort;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal('embedded'), suiteBrowser()]);
    appUrl = appUrlOf(portal);
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
    cohort = await mentorCohort(portal, api, admin);
    await formOnePod(api, admin, cohort.course);
  }, 240_000);
  afterAll(async () => {
    await ifSet(browser)?.close();
    await ifSet(portal)?.stop();
  });

  it('proposes groups and mentors with the objective, refuses a broken rule by name, and applies', async () => {
    const context = await browser.newContext({ viewport: DESK_VIEWPORT });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${appUrl}/admin/login`);
    await page.getByLabel(/^Username/).fill('admin@example.org');
    await page.getByLabel(/^Password/).fill('demo-admin-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: /^Season\b/ }).waitFor();
    await page.goto(`${appUrl}/admin/matching`);
    await page.getByRole('cell', { name: cohort.course.name }).click();
    await page.getByText('No mentor round has been run for this course yet.').waitFor();

    await page.getByRole('button', { name: 'Run mentor round' }).click();
    await page.getByRole('heading', { name: 'Mentor round objective' }).waitFor();
    await page.getByRole('rowheader', { name: 'Bound', exact: true }).last().waitFor();
    await page.getByRole('row', { name: /Max Applicant.*No fitting group/ }).waitFor();
    await page.getByRole('row', { name: /Fitting mentors are full/ }).waitFor();
    await expectAccessible(page, { exclude: '.RaDataTable-checkbox', fromTop: true });

    const round = (await api.get<MentorRoundView>(`/admin/mentor-rounds/${cohort.course.id}/`, admin)).body;
    const lonely = defined(
      round.groups.find((group) => group.mentor_id === null),
      'a group without a mentor',
    );
    await choose(page, 'Group', `${lonely.pod_name} · ${lonely.name}`);
    await choose(page, 'Mentor', 'Mia Applicant');
    await page.getByRole('button', { name: 'Set mentor' }).click();
    await page.getByRole('alert').filter({ hasText: 'offered at most 1' }).waitFor();

    await page.getByRole('button', { name: 'Apply mentor round' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Apply mentor round' }).click();
    await page.getByText(/the groups are formed/).waitFor();
    expect((await api.get<MentorRoundView>(`/admin/mentor-rounds/${cohort.course.id}/`, admin)).body.status).toBe(
      'applied',
    );

    await expectAccessible(page, { exclude: '.RaDataTable-checkbox', fromTop: true });
    await context.close();
  }, 90_000);
});
