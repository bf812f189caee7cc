import type { BrowserContext, Page } from 'playwright-core';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { ifSet } from '../support/if-set';
import { PHONE_VIEWPORT, appUrlOf, suiteBrowser, type SuiteBrowser } from './support/browser';
import { DESK_VIEWPORT, DEMO_ADMIN } from './support/staff';

/** Where each page's `securitypolicyviolation` events are kept, from before the page's own scripts run. */
const VIOLATIONS = '__cspViolations';

/** Records every violation the page's document reports, as `directive blocked-uri`. */
async function recordingViolations(context: BrowserContext): Promise<Page> {
  await context.addInitScript((key: string) => {
    const seen: string[] = [];
    (window as unknown as Record<string, string[]>)[key] = seen;
    document.addEventListener(
      'securitypolicyviolation',
      (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      true,
    );
  }, VIOLATIONS);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

const violationsOn = (page: Page) =>
  page.evaluate((key: string) => (window as unknown as Record<string, string[]>)[key], VIOLATIONS);

/**
 * A Content-Security-Policy report should mean an attack: the portal's own pages, staff's and
 * applicants', run under the policy without a single violation (zod's eval probe included).
 */
describe('the pages under the Content-Security-Policy', () => {
  let portal: RunningPortal;
  let browser: SuiteBrowser;
  let appUrl: string;

  beforeAll(async () => {
    const outcomes = await Promise.allSettled([
      startPortal('embedded').then((started) => (portal = started)),
      suiteBrowser().then((opened) => (browser = opened)),
    ]);
    for (const outcome of outcomes) if (outcome.status === 'rejected') throw outcome.reason;
    appUrl = appUrlOf(portal);
  }, 150_000);
  afterAll(async () => {
    await ifSet(browser)?.close();
    await ifSet(portal)?.stop();
  });

  it('report no violation on a staff page, signed in and showing applications', async () => {
    const page = await recordingViolations(await browser.newContext({ viewport: DESK_VIEWPORT }));
    await page.goto(`${appUrl}/admin/login`);
    await page.getByLabel(/^Username/).fill(DEMO_ADMIN.email);
    await page.getByLabel(/^Password/).fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: /^Season\b/ }).waitFor();
    await page.goto(`${appUrl}/admin/applications`);
    await page.locator('tbody tr').first().waitFor();
    expect(await violationsOn(page)).toEqual([]);
  });

  it('report no violation on an applicant page with a validated form', async () => {
    const page = await recordingViolations(await browser.newContext({ viewport: PHONE_VIEWPORT }));
    await page.goto(`${appUrl}/sign-in`);
    // Submitting the empty form runs its zod schema in the browser.
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('This field is required.').first().waitFor();
    expect(await violationsOn(page)).toEqual([]);
  });
});
