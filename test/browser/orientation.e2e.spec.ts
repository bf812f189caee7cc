import type { Page } from 'playwright-core';
import { adminToken, daysFromNow, fillProfile } from '../api/applications-fixtures';
import { apply, freshCourse, offer } from '../api/enrollment-fixtures';
import { ApiClient } from '../api/identity-client';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { appUrlOf, newPage, suiteBrowser, type SuiteBrowser } from './support/browser';
import { newestLink } from './support/email-links';
import { press, typeInto } from './support/keyboard';
import { ifSet } from '../support/if-set';

/**
 * Adds up the page's layout shifts not caused by input from its first paint on: its CLS, as long as
 * they fall in one session window (a page that settles within a few seconds).
 */
const watchLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts = { sum: 0, sources: [] as string[] };
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & LayoutShiftFields>) {
        if (entry.hadRecentInput) continue;
        shifts.sum += entry.value;
        for (const source of entry.sources)
          shifts.sources.push((source.node as Element | null)?.outerHTML.slice(0, 80) ?? '?');
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
type LayoutShiftFields = { value: number; hadRecentInput: boolean; sources: Array<{ node: Node | null }> };
const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { shifts: { sum: number; sources: string[] } }).shifts);

/** Where a person is and where they went (issue 57 items 11 and 16): titles, focus, announcements, no jumps. */
describe('the applicant app tells a person where they are', () => {
  let portal: RunningPortal;
  let browser: SuiteBrowser;
  let api: ApiClient;
  let appUrl: string;
  let ada: TestApplicant;
  let admin: string;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal('embedded'), suiteBrowser()]);
    appUrl = appUrlOf(portal);
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
    ada = await newApplicant(portal, api, 'Ada');
    await fillProfile(api, ada.token);
    for (const role of ['student', 'ta'] as const) await apply(api, ada.token, await freshCourse(api, admin), role);
  }, 90_000);
  afterAll(async () => {
    await ifSet(browser)?.close();
    await ifSet(portal)?.stop();
  });

  const withToken = async (page: Page) => {
    await page.goto(`${appUrl}/help`);
    await page.evaluate((token) => localStorage.setItem('portal.token', token), ada.token);
  };

  it('names every page in its title, and after a keyboard sign-in focuses and announces the new page', async () => {
    const page = await newPage(browser);
    for (const [path, title] of [
      ['/', 'Apply to the summer school'],
      ['/help', 'Help'],
      ['/sign-up', 'Sign up'],
      ['/sign-in', 'Sign in'],
    ]) {
      await page.goto(`${appUrl}${path}`);
      await page.waitForFunction((expected) => document.title === expected, `${title} – Course Portal`);
    }
    await typeInto(page, page.getByLabel(/^Email/), ada.email);
    await typeInto(page, page.getByLabel(/^Password/), ada.password);
    await press(page, page.getByRole('button', { name: 'Login' }));
    await page.getByRole('button', { name: 'Welcome, Ada' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'main-content');
    const announced = await page.getByRole('status').filter({ hasText: /\S/ }).first().textContent();
    expect(`${announced} – Course Portal`).toBe(await page.title());
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.getElementById('main-content')?.contains(document.activeElement))).toBe(
      true,
    );
    await page.context().close();
  }, 60_000);

  it('shows the header and a loading indicator at once while a private page’s data is slow to come', async () => {
    const page = await newPage(browser);
    await withToken(page);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/**', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${appUrl}/applications`, { waitUntil: 'commit' });
    await page.getByRole('banner').getByRole('link', { name: 'Course Portal' }).waitFor();
    await page.getByRole('progressbar', { name: 'Loading page' }).waitFor();
    // No heading yet: the page's own h1 comes with the page, so nothing waiting for one stops at the shell.
    expect(await page.getByRole('heading').count()).toBe(0);
    release();
    await page.getByRole('heading', { name: 'Submitted Applications' }).waitFor();
    expect(await page.title()).toBe('Applications – Course Portal');
    await page.context().close();
  }, 60_000);

  it('keeps /applications still while it loads (CLS under 0.1)', async () => {
    const page = await newPage(browser);
    await withToken(page);
    await watchLayoutShifts(page);
    await page.goto(`${appUrl}/applications`);
    await page.getByRole('heading', { name: 'Submitted Applications' }).waitFor();
    await page.getByRole('button', { name: 'Withdraw' }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const shifts = await layoutShifts(page);
    expect(shifts.sum, `shifted: ${shifts.sources.join(', ')}`).toBeLessThan(0.1);
    await page.context().close();
  }, 60_000);

  it('serves pages on the emails’ origin, so an offer email’s link opens signed in from 127.0.0.1 too (issue 57 item 8)', async () => {
    const id = await apply(api, ada.token, await freshCourse(api, admin), 'student');
    await offer(api, admin, id, daysFromNow(20));
    const link = new URL(await newestLink(portal.dataDir, ada.email, '/sign-in'));
    expect(link.hostname).toBe('localhost');
    const page = await newPage(browser);
    await withToken(page);
    const onAlias = new URL(`${link.pathname}${link.search}`, portal.baseUrl);
    expect(onAlias.hostname).toBe('127.0.0.1');
    await page.goto(onAlias.href);
    await page.waitForURL(`${appUrl}/course/${id}?type=student`);
    await page.getByRole('heading', { name: 'Your offer' }).waitFor();
    await page.context().close();
  }, 60_000);
});
