import type { Browser, Page } from 'playwright-core';
import { adminToken, staffQuery as query } from '../api/applications-fixtures';
import { ApiClient } from '../api/identity-client';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { expectAccessible } from './support/accessibility';
import { appUrlOf, launchBrowser } from './support/browser';

const DESK = { width: 1280, height: 900 };

/**
 * The staff app's lists, as its menu opens them (admins see them all).
 */
const LISTS = [
  'applications',
  'courses',
  'matching',
  'pods',
  'megapods',
  'certificate-exceptions',
  'payments',
  'jobs',
  'streams',
  'projections',
  'outbox',
  'certificates',
  'events',
];

async function adminPage(browser: Browser, appUrl: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: DESK })).newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(`${appUrl}/admin/login`);
  await page.getByLabel(/^Username/).fill('admin@example.org');
  await page.getByLabel(/^Password/).fill('demo-admin-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'System status' }).waitFor();
  return page;
}

/** A list has loaded once its table has a row, or it shows its empty state (react-admin's or the table's own). */
async function listLoaded(page: Page) {
  await page
    .locator('tbody tr, .RaEmpty-message, .RaDataTable-noResults, .RaList-noResults')
    .or(page.getByText(/^No .* (yet|found)/))
    .first()
    .waitFor();
}

describe('every staff page, in the browser (demo data)', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let appUrl: string;
  let api: ApiClient;
  let admin: string;

  const first = async (resource: string, filter: Record<string, unknown> = {}) =>
    (await api.get(`/admin/${resource}?${query({ range: [0, 0], filter })}`, admin)).body[0] as { id: string };

  beforeAll(async () => {
    // Both are awaited before failing, so a browser that cannot start still leaves afterAll a portal to stop.
    const outcomes = await Promise.allSettled([
      startPortal('embedded').then((started) => (portal = started)),
      launchBrowser().then((launched) => (browser = launched)),
    ]);
    for (const outcome of outcomes) if (outcome.status === 'rejected') throw outcome.reason;
    appUrl = appUrlOf(portal);
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('passes axe on every list, row checkboxes included', async () => {
    const page = await adminPage(browser, appUrl);
    for (const list of LISTS) {
      await page.goto(`${appUrl}/admin/${list}`);
      await listLoaded(page);
      await expectAccessible(page, { fromTop: true });
    }
    await page.context().close();
  }, 240_000);

  it('passes axe on a show page of each resource that has one', async () => {
    const page = await adminPage(browser, appUrl);
    const application = await first('applications', { role: 'mentor' });
    const pod = await first('pods');
    const email = await first('outbox');
    const stream = await first('streams', { q: 'application-' });
    const shows = [
      [`applications/${application.id}/show`, 'Answers'],
      [`pods/${pod.id}/show`, null],
      [`outbox/${email.id}/show`, 'Text'],
      [`streams/${encodeURIComponent(stream.id)}/show`, 'Stream type'],
    ] as const;
    for (const [path, landmark] of shows) {
      await page.goto(`${appUrl}/admin/${path}`);
      if (landmark) await page.getByText(landmark, { exact: true }).first().waitFor();
      else await page.locator('.RaShow-main').waitFor();
      await expectAccessible(page, { fromTop: true });
    }
    await page.context().close();
  }, 120_000);

  it('reaches a list row with Tab alone and opens it with Enter', async () => {
    const page = await adminPage(browser, appUrl);
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
    await page.context().close();
  }, 60_000);

  it('opens an outbox email to its text, and lists the log’s streams', async () => {
    const page = await adminPage(browser, appUrl);
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
    await page.context().close();
  }, 60_000);

  it('keeps the matching screen to matching: no Create, sizes kept, no Apply without pods', async () => {
    const page = await adminPage(browser, appUrl);
    await page.goto(`${appUrl}/admin/matching`);
    await listLoaded(page);
    expect(await page.getByRole('link', { name: /create/i }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /create/i }).count()).toBe(0);

    // Computational Neuroscience has no enrolled student in the demo: its proposal has no pods.
    const courses = (await api.get(`/admin/courses?${query({ range: [0, 99] })}`, admin)).body as Array<{
      id: string;
      name: string;
    }>;
    const course = courses.find((candidate) => candidate.name === 'Computational Neuroscience')!;
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
    await page.context().close();
  }, 90_000);
});
