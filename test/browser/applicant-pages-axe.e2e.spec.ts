import type { Page } from 'playwright-core';
import { adminToken } from '../api/applications-fixtures';
import { ApiClient } from '../api/identity-client';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { ifSet } from '../support/if-set';
import { expectAccessible } from './support/accessibility';
import { type ApplicantPages, type Viewer, applicantPages } from './support/applicant-pages';
import { appUrlOf, COMMON_PHONE_VIEWPORT, newPage, suiteBrowser, type SuiteBrowser } from './support/browser';
import { spinnersGone } from './support/staff-pages';

const DESKTOP_VIEWPORT = { width: 1366, height: 768 };
/** How long a page may take to show its content: a page that never does is reported with the others. */
const LOADED_WITHIN_MS = 10_000;

/** What a failed check found (axe's violations, the overflow, or the page that never loaded), not the whole diff. */
function found(error: unknown): unknown {
  const actual = (error as { actual?: { violations?: unknown; overflowPx?: unknown } }).actual;
  return actual?.violations ?? actual?.overflowPx ?? String(error).split('\n')[0];
}

/**
 * Every page of the applicant app (support/applicant-pages.ts), as each of its viewers sees it, on a
 * laptop's 1366 px and a phone's 390 px (issue 57): once its content is in, axe finds nothing and the
 * page does not scroll sideways. Every page is visited before failing, so a failure names them all.
 */
describe('every applicant page at 1366 px and 390 px, in the browser (demo data and fixtures)', () => {
  let portal: RunningPortal;
  let browser: SuiteBrowser;
  let appUrl: string;
  let listed: ApplicantPages;

  beforeAll(async () => {
    // Both are awaited before failing, so a browser that cannot start still leaves afterAll a portal to stop.
    const outcomes = await Promise.allSettled([
      startPortal('embedded').then((started) => (portal = started)),
      suiteBrowser().then((opened) => (browser = opened)),
    ]);
    for (const outcome of outcomes) if (outcome.status === 'rejected') throw outcome.reason;
    appUrl = appUrlOf(portal);
    const api = new ApiClient(portal.baseUrl);
    listed = await applicantPages(portal, api, await adminToken(api));
  }, 240_000);
  afterAll(async () => {
    await ifSet(browser)?.close();
    await ifSet(portal)?.stop();
  });

  /** One tab per viewer, on the app's origin with their session (none for the visitor). */
  async function tabOf(viewer: Viewer, viewport: { width: number; height: number }): Promise<Page> {
    const page = await newPage(browser, viewport);
    await page.goto(`${appUrl}/help`);
    if (viewer !== 'visitor')
      await page.evaluate((token) => localStorage.setItem('portal.token', token), listed.tokens[viewer]);
    return page;
  }

  /** How far the page, and its body, reach past the viewport's right edge. */
  const sidewaysOverflow = (page: Page) =>
    page.evaluate(() => ({
      pagePx: Math.max(0, document.documentElement.scrollWidth - window.innerWidth),
      bodyPx: Math.max(0, document.body.scrollWidth - window.innerWidth),
    }));

  /** Every listed page at `viewport`: the ones that scroll sideways, never load or fail axe, with what was wrong. */
  async function failingPages(viewport: { width: number; height: number }) {
    const tabs = new Map<Viewer, Page>();
    const failing = [];
    for (const { viewer, path, shows, before, after } of listed.pages) {
      const page = tabs.get(viewer) ?? (await tabOf(viewer, viewport));
      tabs.set(viewer, page);
      const outcome = await (async () => {
        await before?.(page);
        await page.goto(`${appUrl}${path}`);
        await after?.(page);
        await shows(page).first().waitFor({ timeout: LOADED_WITHIN_MS });
        await spinnersGone(page);
        await page.evaluate(() => window.scrollTo(0, 0));
        const overflow = await sidewaysOverflow(page);
        const axe = await expectAccessible(page).then(
          () => 'passes',
          (error: unknown) => found(error),
        );
        return { ...overflow, axe };
      })().catch((error: unknown) => ({ pagePx: 0, bodyPx: 0, axe: `not loaded: ${String(found(error))}` }));
      if (outcome.pagePx > 0 || outcome.bodyPx > 0 || outcome.axe !== 'passes')
        failing.push({ viewer, path, ...outcome });
    }
    await Promise.all([...tabs.values()].map((page) => page.context().close()));
    return failing;
  }

  it('passes axe on every page at 1366×768, none scrolling sideways', async () => {
    expect(await failingPages(DESKTOP_VIEWPORT)).toEqual([]);
  }, 300_000);

  it('passes axe on every page at 390×844, none scrolling sideways', async () => {
    expect(await failingPages(COMMON_PHONE_VIEWPORT)).toEqual([]);
  }, 300_000);
});
