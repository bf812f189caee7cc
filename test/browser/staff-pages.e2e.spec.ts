import type { Page } from 'playwright-core';
import { adminToken, staffQuery as query } from '../api/applications-fixtures';
import { ApiClient } from '../api/identity-client';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { expectAccessible } from './support/accessibility';
import { appUrlOf, suiteBrowser, type SuiteBrowser } from './support/browser';
import { staffPage } from './support/staff';
import { listLoaded, spinnersGone, STAFF_LISTS, STAFF_PAGES, staffRecordPages } from './support/staff-pages';
import { ifSet } from '../support/if-set';
import { defined } from '../support/defined';

/**
 * Every page of the staff app as the admin sees it (support/staff-pages.ts): each list, each page
 * registered as a resource's list, the dashboard, and a show, edit and create page of the demo's records.
 */
describe('every staff page, in the browser (demo data)', () => {
  let portal: RunningPortal;
  let browser: SuiteBrowser;
  let appUrl: string;
  let api: ApiClient;
  let admin: string;
  // One signed-in page for every test: signing in once keeps the walk over every page quick.
  let page: Page;

  beforeAll(async () => {
    // Both are awaited before failing, so a browser that cannot start still leaves afterAll a portal to stop.
    const outcomes = await Promise.allSettled([
      startPortal('embedded').then((started) => (portal = started)),
      suiteBrowser().then((opened) => (browser = opened)),
    ]);
    for (const outcome of outcomes) if (outcome.status === 'rejected') throw outcome.reason;
    appUrl = appUrlOf(portal);
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
    // The laptop width issue 57 checks every page at (the phone's is staff-pages-phone.e2e.spec.ts).
    page = await staffPage(browser, appUrl, { viewport: { width: 1366, height: 768 } });
  }, 150_000);
  afterAll(async () => {
    await ifSet(browser)?.close();
    await ifSet(portal)?.stop();
  });

  it('passes axe on every list and every page of the menu, row checkboxes included', async () => {
    for (const list of STAFF_LISTS) {
      await page.goto(`${appUrl}/admin/${list}`);
      await listLoaded(page);
      await spinnersGone(page);
      await expectAccessible(page, { fromTop: true });
    }
    for (const [path, loaded] of STAFF_PAGES) {
      await page.goto(`${appUrl}/admin/${path}`);
      await loaded(page).first().waitFor();
      await spinnersGone(page);
      await expectAccessible(page, { fromTop: true });
    }
  }, 240_000);

  it('passes axe on every show, edit and create page', async () => {
    const shows = await staffRecordPages(api, admin);
    for (const [path, loaded] of shows) {
      await page.goto(`${appUrl}/admin/${path}`);
      await loaded(page).first().waitFor();
      await spinnersGone(page);
      await expectAccessible(page, { fromTop: true });
    }
    await page.goto(`${appUrl}/admin/personal-data`);
    await page.getByLabel('Email address').fill('student@example.org');
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByRole('heading', { name: 'Sam Okafor' }).waitFor();
    await spinnersGone(page);
    await expectAccessible(page, { fromTop: true });
  }, 180_000);

  it('reaches a list row with Tab alone and opens it with Enter', async () => {
    await page.goto(
      `${appUrl}/admin/applications?${new URLSearchParams({ filter: JSON.stringify({ role: 'mentor' }) })}`,
    );
    await listLoaded(page);
    let onRow = false;
    for (let presses = 0; presses < 80 && !onRow; presses++) {
      await page.keyboard.press('Tab');
      onRow = await page.evaluate(() => document.activeElement?.matches('tbody tr') ?? false);
    }
    expect(onRow).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/admin\/applications\/[^/]+\/show$/);
    await page.getByRole('region', { name: 'Answers' }).waitFor();
  }, 60_000);

  it('opens an outbox email to its text, and lists the log’s streams', async () => {
    await page.goto(`${appUrl}/admin/outbox`);
    await listLoaded(page);
    await page.locator('tbody tr').first().click();
    await page.waitForURL(/\/admin\/outbox\/\d+\/show$/);
    await page.getByText('Text', { exact: true }).waitFor();
    await page.goto(`${appUrl}/admin/streams?${new URLSearchParams({ filter: JSON.stringify({ q: 'course-' }) })}`);
    await page
      .locator('tbody tr')
      .filter({ hasText: /^course-/ })
      .first()
      .waitFor();
  }, 60_000);

  it('keeps the matching screen to matching: no Create, sizes kept, no Apply without pods', async () => {
    await page.goto(`${appUrl}/admin/matching`);
    await listLoaded(page);
    expect(await page.getByRole('link', { name: /create/i }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /create/i }).count()).toBe(0);

    // Computational Neuroscience has no enrolled student in the demo: its proposal has no pods.
    const courses = (await api.get(`/admin/courses?${query({ range: [0, 99] })}`, admin)).body as Array<{
      id: string;
      name: string;
    }>;
    const course = defined(
      courses.find((candidate) => candidate.name === 'Computational Neuroscience'),
      'the Computational Neuroscience course',
    );
    await page.goto(`${appUrl}/admin/matching/${course.id}/show`);
    await page.getByLabel('Target pod size').fill('10');
    await page.getByLabel('Minimum pod size').fill('8');
    await page.getByLabel('Maximum pod size').fill('12');
    await page.getByRole('button', { name: 'Run matching' }).click();
    await page.getByText('Matching proposal ready.').waitFor();
    expect(await page.getByRole('button', { name: 'Apply matching' }).isDisabled()).toBe(true);
    await page.reload();
    await page.getByText(/^Proposed on /).waitFor();
    expect(await page.getByLabel('Target pod size').inputValue()).toBe('10');
    expect(await page.getByLabel('Maximum pod size').inputValue()).toBe('12');
    await expectAccessible(page, { fromTop: true });
  }, 90_000);
});
