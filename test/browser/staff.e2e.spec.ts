import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from 'playwright-core';
import { type Course, adminToken, fillProfile } from '../api/applications-fixtures';
import { apply, freshCourse } from '../api/enrollment-fixtures';
import { ApiClient } from '../api/identity-client';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { expectAccessible } from './support/accessibility';
import { appUrlOf, launchBrowser, newPage } from './support/browser';

async function signIn(page: Page, appUrl: string, username: string, password: string) {
  await page.goto(`${appUrl}/admin/login`);
  await page.getByLabel(/^Username/).fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const rows = (page: Page) => page.locator('tbody tr');

/**
 * react-admin 5.15 puts the row checkbox's aria-label on MUI 9's wrapper span instead of the input
 * (the select-all checkbox is right): those checkboxes are left out, everything else must pass.
 */
async function expectListAccessible(page: Page) {
  await page.waitForTimeout(300);
  const { violations } = await new AxeBuilder({ page }).exclude('.RaDataTable-checkbox').analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
}

/** Waits until `locator` matches exactly `count` elements (the list reloads after each change). */
async function expectCount(locator: Locator, count: number, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while ((await locator.count()) !== count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  expect(await locator.count()).toBe(count);
}

describe('the staff app, in the browser', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let appUrl: string;
  let ada: TestApplicant;
  let course: Course;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal('embedded'), launchBrowser()]);
    appUrl = appUrlOf(portal);
    const api = new ApiClient(portal.baseUrl);
    const admin = await adminToken(api);
    course = await freshCourse(api, admin);
    const [first, bob] = await Promise.all([newApplicant(portal, api, 'Ada'), newApplicant(portal, api, 'Bob')]);
    ada = first;
    await Promise.all([fillProfile(api, ada.token), fillProfile(api, bob.token)]);
    await apply(api, ada.token, course, 'student');
    await apply(api, bob.token, course, 'student');
    await apply(api, ada.token, course, 'ta');
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('refuses an applicant account at sign-in', async () => {
    const page = await newPage(browser);
    await signIn(page, appUrl, ada.email, ada.password);
    await page.getByText('This account is not a staff account.').waitFor();
    expect(page.url()).toContain('/admin/login');
    expect(await page.evaluate(() => localStorage.getItem('portal.staff.token'))).toBeNull();
    await page.context().close();
  });

  it('filters the list, offers two applications at once and shows one with its history', async () => {
    const page = await newPage(browser);
    await signIn(page, appUrl, 'admin@example.org', 'demo-admin-2026');
    await page.getByRole('heading', { name: 'System status' }).waitFor();

    await page.goto(`${appUrl}/admin/applications`);
    await page.getByPlaceholder('Name, email or course').fill(course.name);
    await expectCount(rows(page), 3);
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menu').getByText('Role', { exact: true }).click();
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Student' }).click();
    await expectCount(rows(page).filter({ hasText: 'Teaching assistant' }), 0);
    await expectCount(rows(page), 2);
    await expectListAccessible(page);

    await page.getByRole('checkbox', { name: 'Select all' }).check();
    await page.getByRole('button', { name: 'Make offer' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('This will make an offer on 2 applications and email each applicant.').waitFor();
    await dialog.getByRole('button', { name: 'Make offer' }).click();
    await page.getByText('2 applications updated.').waitFor();
    await expectCount(rows(page).filter({ hasText: 'accepted' }), 2);

    await rows(page).filter({ hasText: 'Ada Applicant' }).click();
    await page.getByRole('heading', { name: 'History' }).waitFor();
    const history = page.getByRole('list', { name: 'Event history' });
    await history.getByText('1. ApplicationSubmitted').waitFor();
    await history.getByText(/OfferMade/).waitFor();
    await page.getByText(ada.email).waitFor();
    await expectAccessible(page);
    await page.context().close();
  }, 40_000);
});
