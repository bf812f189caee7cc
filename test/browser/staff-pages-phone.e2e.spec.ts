import type { Page } from 'playwright-core';
import { adminToken } from '../api/applications-fixtures';
import { ApiClient } from '../api/identity-client';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { ifSet } from '../support/if-set';
import { expectAccessible } from './support/accessibility';
import { appUrlOf, COMMON_PHONE_VIEWPORT, suiteBrowser, type SuiteBrowser } from './support/browser';
import { staffPage } from './support/staff';
import { listLoaded, spinnersGone, STAFF_LISTS, STAFF_PAGES, staffRecordPages } from './support/staff-pages';

/** How far the page, and its body, reach past the viewport's right edge, and whether the profile button shows whole. */
async function sidewaysOverflow(page: Page) {
  const widths = await page.evaluate(() => ({
    viewport: window.innerWidth,
    page: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
  }));
  const profile = await page.getByRole('button', { name: /profile$/i }).boundingBox();
  return {
    pagePx: Math.max(0, widths.page - widths.viewport),
    bodyPx: Math.max(0, widths.body - widths.viewport),
    profileShown: profile !== null && profile.x >= 0 && profile.x + profile.width <= widths.viewport,
  };
}

/** What a failed accessibility check found (axe's violations, or the overflow), not the assertion's diff. */
function found(error: unknown): unknown {
  const actual = (error as { actual?: { violations?: unknown; overflowPx?: unknown } }).actual;
  return actual?.violations ?? actual?.overflowPx ?? String(error);
}

/**
 * Every staff page (support/staff-pages.ts) on a phone 390 px wide (issue 57): the page does not
 * scroll sideways (a wide table scrolls in its own region instead), the app bar's profile button is
 * not cut off, and axe finds nothing. Every page is visited before failing, so a failure names them all.
 */
describe('every staff page on a phone, in the browser (demo data)', () => {
  let portal: RunningPortal;
  let browser: SuiteBrowser;
  let appUrl: string;
  let api: ApiClient;
  let admin: string;
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
    page = await staffPage(browser, appUrl, { viewport: COMMON_PHONE_VIEWPORT });
  }, 150_000);
  afterAll(async () => {
    await ifSet(browser)?.close();
    await ifSet(portal)?.stop();
  });

  /** The page at `path` once loaded: how it overflows, and what axe found (nothing, once fixed). */
  async function checked(path: string, loaded: () => Promise<void>) {
    await page.goto(`${appUrl}/admin/${path}`);
    await loaded();
    await spinnersGone(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    const overflow = await sidewaysOverflow(page);
    const axe = await expectAccessible(page, { fromTop: true }).then(
      () => 'passes',
      (error: unknown) => found(error),
    );
    return { path, ...overflow, axe };
  }

  type Checked = Awaited<ReturnType<typeof checked>>;
  /** The pages that scroll sideways, cut off the profile button or fail axe: none. */
  const expectAllFit = (results: Checked[]) =>
    expect(
      results.filter(
        (result) => result.pagePx > 0 || result.bodyPx > 0 || !result.profileShown || result.axe !== 'passes',
      ),
    ).toEqual([]);

  it('lists and menu pages neither scroll sideways nor cut off the profile button, and pass axe', async () => {
    const results = [];
    for (const list of STAFF_LISTS) results.push(await checked(list, () => listLoaded(page)));
    for (const [path, loaded] of STAFF_PAGES) results.push(await checked(path, () => loaded(page).first().waitFor()));
    expectAllFit(results);
  }, 300_000);

  it('show, edit and create pages neither scroll sideways nor cut off the profile button, and pass axe', async () => {
    const results = [];
    for (const [path, loaded] of await staffRecordPages(api, admin))
      results.push(await checked(path, () => loaded(page).first().waitFor()));
    // The personal-data page with a person found: their records are tables too.
    results.push(
      await checked('personal-data', async () => {
        await page.getByLabel('Email address').fill('student@example.org');
        await page.getByRole('button', { name: 'Find' }).click();
        await page.getByRole('heading', { name: 'Sam Okafor' }).waitFor();
      }),
    );
    expectAllFit(results);
  }, 240_000);
});
