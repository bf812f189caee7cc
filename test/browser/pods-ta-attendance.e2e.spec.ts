import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import { type AttendanceUpdate, MESSAGES, type PodView } from '@portal/contracts';
import { adminToken } from '../api/applications-fixtures';
import { ApiClient } from '../api/identity-client';
import { type Cohort, eventually, matchAndApply, podOf, smallCohort } from '../api/pods-fixtures';
import { type TestApplicant, firstName } from '../support/applicants';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { expectAccessible } from './support/accessibility';
import { appUrlOf, suiteBrowser, type SuiteBrowser } from './support/browser';
import { focusedName, typeInFocused } from './support/keyboard';
import { signedInPage } from './support/signed-in';
import { ifSet } from '../support/if-set';
import { defined } from '../support/defined';

/**
 * A regular TA's pod page and attendance grid in the browser (spec 2 §2, §5): by keyboard alone, each
 * cell saying how its save went, a value outside 0 to 1 refused beside the cell and never sent, and a
 * student who dropped out shown as such, with no fields, and left out of the completion table
 * (issue 57, items 18 and 19).
 */
describe('a TA’s attendance grid, in the browser', () => {
  let portal: RunningPortal;
  let browser: SuiteBrowser;
  let api: ApiClient;
  let admin: string;
  let appUrl: string;
  let cohort: Cohort;
  let ta: TestApplicant;
  let podId: string;
  /** The two students of the TA's pod: `first` has their days recorded, `second` drops out. */
  let first: TestApplicant;
  let second: TestApplicant;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal('embedded'), suiteBrowser()]);
    appUrl = appUrlOf(portal);
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
    cohort = await smallCohort(portal, api, admin);
    await matchAndApply(api, admin, cohort.course);
    ta = cohort.tas[0];
    podId = defined(await podOf(api, ta, 'ta', application(ta)), 'the TA’s pod');
    const pod = await podAs(ta);
    [first, second] = cohort.students.filter((student) => pod.students.some((member) => member.id === student.userId));
  }, 240_000);
  afterAll(async () => {
    await ifSet(browser)?.close();
    await ifSet(portal)?.stop();
  });

  const application = (person: TestApplicant) => defined(cohort.applications.get(person), 'an application');
  const podAs = async (person: TestApplicant): Promise<PodView> =>
    (await api.get<PodView>(`/pods/${podId}/`, person.token)).body;
  const recordsOf = async (person: TestApplicant) =>
    defined(
      (await podAs(ta)).students.find((student) => student.id === person.userId),
      `${person.email} in the pod`,
    ).attendance;
  const taPage = () => signedInPage(browser, appUrl, ta.token, `/course/${application(ta)}?type=ta`);

  it('lets the TA fill the attendance grid by keyboard alone, says each save, and refuses values outside 0 to 1', async () => {
    const page = await taPage();
    const saves: number[] = [];
    const sent: AttendanceUpdate[] = [];
    const isSave = (method: string, url: string) => method === 'PUT' && url.includes('/api/pods/attendance/');
    page.on('request', (request) => {
      if (isSave(request.method(), request.url())) sent.push(request.postDataJSON() as AttendanceUpdate);
    });
    page.on('response', (response) => {
      if (isSave(response.request().method(), response.url())) saves.push(response.status());
    });
    const grid = page.getByRole('table', { name: 'Attendance' });
    await grid.waitFor();
    for (const region of [
      'Your role',
      'Pod info',
      'Project info',
      'Meeting info',
      'Megapod info',
      'Student completion',
    ])
      await page.getByRole('region', { name: region, exact: true }).waitFor();
    await page.getByRole('region', { name: 'Your role' }).getByRole('row', { name: 'Regular TA Yes' }).waitFor();
    await page.getByRole('region', { name: 'Meeting info' }).getByText('Login email').waitFor();
    await page
      .getByRole('region', { name: 'Pod info', exact: true })
      .getByRole('link', { name: first.email })
      .waitFor();
    // A real table: weekdays as column headers, students as row headers.
    expect(await grid.getByRole('columnheader').count()).toBe(1 + 10);
    await grid.getByRole('rowheader', { name: `${firstName(first)} Applicant` }).waitFor();
    await expectAccessible(page);

    // Tab from the top of the page to the first student's first day, without the mouse.
    const student = `${firstName(first)} Applicant`;
    const tutorial = grid.getByRole('spinbutton', { name: new RegExp(`^Tutorial, ${student}, `) });
    const day1Tutorial = defined(await tutorial.first().getAttribute('aria-label'), 'the first day’s name');
    for (let presses = 0; (await focusedName(page)) !== day1Tutorial; presses += 1) {
      if (presses > 80) throw new Error(`Tab never reached the grid; focus is on ${await focusedName(page)}`);
      await page.keyboard.press('Tab');
    }
    // Each day's fields name its status line, which says how the last save went.
    const statusOf = async (field: Locator) =>
      page.locator(`[id="${defined(await field.getAttribute('aria-describedby'), 'a status line')}"]`);
    const day1 = await statusOf(tutorial.first());
    await typeInFocused(page, '0.5');
    await page.keyboard.press('Tab');
    await day1.getByText('Saved', { exact: true }).waitFor();
    expect(await focusedName(page)).toMatch(new RegExp(`^Project, ${student}, `));
    await typeInFocused(page, '0');
    await page.keyboard.press('Tab');
    await typeInFocused(page, '0.5');
    await page.keyboard.press('Tab');
    await (await statusOf(tutorial.nth(1))).getByText('Saved', { exact: true }).waitFor();
    await eventually(() => saves.length === 3, 'the three attendance saves');

    // Back to the first day's tutorial: a typo (7 for 0.7) is refused beside the cell and nothing is sent.
    for (let presses = 0; (await focusedName(page)) !== day1Tutorial; presses += 1) {
      if (presses > 4) throw new Error(`Shift+Tab never reached the first day; focus is on ${await focusedName(page)}`);
      await page.keyboard.press('Shift+Tab');
    }
    await typeInFocused(page, '7');
    await page.keyboard.press('Tab');
    await day1.getByText(`Not saved: ${MESSAGES.attendanceBetweenOneAndZero}`, { exact: true }).waitFor();
    expect(await tutorial.first().getAttribute('aria-invalid')).toBe('true');
    expect(await tutorial.first().inputValue()).toBe('7');
    await expectAccessible(page);
    expect((await recordsOf(first))[0]).toMatchObject({ percentage: 0.5, project_percentage: 0 });

    // Corrected, it is saved and the refusal goes.
    await page.keyboard.press('Shift+Tab');
    await typeInFocused(page, '0.75');
    await page.keyboard.press('Enter');
    await day1.getByText('Saved', { exact: true }).waitFor();
    expect(await tutorial.first().getAttribute('aria-invalid')).toBe('false');
    await eventually(() => saves.length === 4, 'the fourth attendance save');
    expect(saves).toEqual([200, 200, 200, 200]);
    expect(sent.map(({ percentage, project_percentage }) => [percentage, project_percentage])).toEqual([
      [0.5, 1],
      [0.5, 0],
      [0.5, 1],
      [0.75, 0],
    ]);
    const [record1, record2] = await recordsOf(first);
    expect(
      [record1, record2].map(({ percentage, project_percentage }) => ({ percentage, project_percentage })),
    ).toEqual([
      { percentage: 0.75, project_percentage: 0 },
      { percentage: 0.5, project_percentage: 1 },
    ]);
    // The completion table counts the absence-days from the grid: 0.25 + 0.5.
    await page.getByRole('table', { name: 'Completion' }).getByRole('cell', { name: '0.75', exact: true }).waitFor();
    await page.context().close();
  }, 90_000);

  it('shows a student who dropped out as such, with no fields, and leaves them out of completion', async () => {
    const dropped = await api.post(`/admin/applications/${application(second)}/drop-out/`, { reason: 'Moved.' }, admin);
    expect(dropped.status).toBe(200);
    const page = await taPage();
    const grid = page.getByRole('table', { name: 'Attendance' });
    const leaver = `${firstName(second)} Applicant`;
    const stayer = `${firstName(first)} Applicant`;
    await grid.getByRole('row', { name: `${leaver} Dropped out` }).waitFor();
    expect(await grid.getByRole('spinbutton', { name: new RegExp(`, ${leaver}, `) }).count()).toBe(0);
    expect(await grid.getByRole('spinbutton', { name: new RegExp(`, ${stayer}, `) }).count()).toBe(20);
    await page
      .getByRole('region', { name: 'Pod info', exact: true })
      .getByRole('rowheader', { name: `${leaver} (dropped out)` })
      .waitFor();

    const completion = page.getByRole('table', { name: 'Completion' });
    await completion.getByRole('rowheader', { name: stayer }).waitFor();
    expect(await completion.getByRole('rowheader', { name: leaver }).count()).toBe(0);
    expect(await completion.getByRole('checkbox', { name: new RegExp(leaver) }).count()).toBe(0);
    await page.getByText('1 student who dropped out is not listed.').waitFor();
    await expectAccessible(page);
    await page.context().close();
  }, 60_000);
});
