import type { Page } from 'playwright-core';
import { type Course, adminToken, createCourse, daysFromNow, fillProfile } from '../api/applications-fixtures';
import { apply, freshCourse, offer } from '../api/enrollment-fixtures';
import { ApiClient } from '../api/identity-client';
import { newApplicant } from '../support/applicants';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { expectAccessible } from './support/accessibility';
import { appUrlOf, suiteBrowser, type SuiteBrowser } from './support/browser';
import { staffPage } from './support/staff';
import { ifSet } from '../support/if-set';

const REVIEWER = { email: 'reviewer@example.org', password: 'demo-reviewer-2026' };
const PHONE = { width: 390, height: 844 };
const menuItems = (page: Page) => page.getByRole('menu').getByRole('menuitem');

/** The staff dashboard is the season's, its sidebar grouped, each role shown what it may open (issue 57 item 4). */
describe('the staff dashboard and sidebar, in the browser', () => {
  let portal: RunningPortal;
  let browser: SuiteBrowser;
  let appUrl: string;
  let course: Course;
  let summer: Course;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal('embedded'), suiteBrowser()]);
    appUrl = appUrlOf(portal);
    const api = new ApiClient(portal.baseUrl);
    const admin = await adminToken(api);
    // The newest season of the portal, so the dashboard opens on it.
    course = await freshCourse(api, admin, { season: 2100 });
    // A season staff named, earlier than 2100, with a course of its own.
    const season = await api.post<{ id: string }>(
      '/admin/seasons/',
      { name: 'Summer 2099', start_date: '2099-06-01', end_date: '2099-08-31' },
      admin,
    );
    summer = await createCourse(api, admin, { season: undefined, season_id: season.body.id });
    for (const name of ['Ana', 'Ben']) {
      const person = await newApplicant(portal, api, name);
      await fillProfile(api, person.token);
      const id = await apply(api, person.token, course, 'student');
      if (name === 'Ana') await offer(api, admin, id, daysFromNow(3));
    }
  }, 120_000);
  afterAll(async () => {
    await ifSet(browser)?.close();
    await ifSet(portal)?.stop();
  });

  it('opens on the season’s courses for an admin, with the system status a page of its own', async () => {
    const page = await staffPage(browser, appUrl);
    await page.getByRole('heading', { name: 'Season 2100' }).waitFor();
    const card = page.getByRole('article', { name: course.name });
    await card.getByText('2 applications: 1 applied, 1 with an offer').waitFor();
    await card.getByText('0 reviewed, 1 still to review').waitFor();
    await card.getByText('1, 1 ending within 7 days').waitFor();
    await card.getByText('None formed yet').waitFor();
    expect(await page.getByRole('heading', { name: 'Health' }).count()).toBe(0);
    // Each page names the browser tab (WCAG 2.4.2), from the title react-admin shows in the app bar.
    await page.waitForFunction(() => document.title === 'Dashboard – Course Portal — Staff');
    for (const group of ['Season', 'Audit', 'System'])
      await page.getByRole('menu').getByText(group, { exact: true }).waitFor();
    await expectAccessible(page, { fromTop: true });

    await card.getByRole('link', { name: 'Review' }).click();
    await page.waitForURL(/\/admin\/review-queue\?/);
    await page.getByRole('menuitem', { name: 'System status' }).click();
    await page.getByRole('heading', { name: 'Health' }).waitFor();
    await page.waitForFunction(() => document.title === 'System status – Course Portal — Staff');
    await expectAccessible(page, { fromTop: true });
    await page.context().close();
  }, 90_000);

  it('lists the seasons by name with their own days in any time zone, and opens one from the picker', async () => {
    const page = await staffPage(browser, appUrl, { timezoneId: 'America/Los_Angeles' });
    await page.getByRole('heading', { name: 'Season 2100' }).waitFor();
    await page.getByRole('combobox', { name: 'Season' }).click();
    await page.getByRole('option', { name: 'Summer 2099' }).click();
    await page.getByRole('heading', { name: 'Season Summer 2099' }).waitFor();
    await page.getByRole('article', { name: summer.name }).waitFor();
    expect(await page.getByRole('article', { name: course.name }).count()).toBe(0);

    await page.getByRole('menuitem', { name: 'Seasons' }).click();
    // A calendar day stays that day west of Greenwich, not the evening before.
    const row = page.getByRole('row').filter({ hasText: 'Summer 2099' });
    await row.getByText('6/1/2099', { exact: true }).waitFor();
    await row.getByText('8/31/2099', { exact: true }).waitFor();
    // The courses created with a season number are in the season named after it.
    await page.getByRole('row').filter({ hasText: '2100' }).getByText('1/1/2100', { exact: true }).waitFor();
    await expectAccessible(page, { fromTop: true });
    await page.context().close();
  }, 90_000);

  it('shows a reviewer only what a reviewer may open, and says why an admins’ page does not open', async () => {
    const page = await staffPage(browser, appUrl, { account: REVIEWER });
    await page.getByRole('heading', { name: 'Season 2100' }).waitFor();
    await page.getByRole('article', { name: course.name }).waitFor();
    expect(await menuItems(page).allInnerTexts()).toEqual(['Dashboard', 'Applications', 'Review queue', 'Courses']);
    expect(await page.getByRole('menu').getByText('Audit', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('article', { name: course.name }).getByRole('link', { name: 'Matching' }).count()).toBe(
      0,
    );

    await page.goto(`${appUrl}/admin/matching`);
    await page
      .getByText('This page is open to admins only; you are signed in as a reviewer.', { exact: false })
      .waitFor();
    await expectAccessible(page, { fromTop: true });
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await page.getByRole('heading', { name: 'Season 2100' }).waitFor();
    // A phone opens the dashboard as it loads, the sidebar a drawer behind the menu button.
    await page.setViewportSize(PHONE);
    await page.reload();
    await page.getByRole('article', { name: course.name }).waitFor();
    await expectAccessible(page, { fromTop: true });
    await page.context().close();
  }, 90_000);
});
