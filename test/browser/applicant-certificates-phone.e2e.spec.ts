import { ApiClient } from '../api/identity-client';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { ifSet } from '../support/if-set';
import { expectAccessible } from './support/accessibility';
import { appUrlOf, COMMON_PHONE_VIEWPORT, suiteBrowser, type SuiteBrowser } from './support/browser';
import { signedInPage } from './support/signed-in';

/** The demo's student, who finished the pilot course and holds its certificate (README). */
const DEMO_STUDENT = { email: 'student@example.org', password: 'demo-student-2026' };

/**
 * The Documents tab's certificates on a phone 390 px wide (issue 57): the row was cut off at the
 * edge, its link and ORCID button out of sight until the table was scrolled.
 */
describe('a student’s certificates on a phone, in the browser (demo data)', () => {
  let portal: RunningPortal;
  let browser: SuiteBrowser;

  beforeAll(async () => {
    // Both are awaited before failing, so a browser that cannot start still leaves afterAll a portal to stop.
    const outcomes = await Promise.allSettled([
      startPortal('embedded').then((started) => (portal = started)),
      suiteBrowser().then((opened) => (browser = opened)),
    ]);
    for (const outcome of outcomes) if (outcome.status === 'rejected') throw outcome.reason;
  }, 150_000);
  afterAll(async () => {
    await ifSet(browser)?.close();
    await ifSet(portal)?.stop();
  });

  it('shows each certificate row whole, without scrolling it sideways', async () => {
    const token = await new ApiClient(portal.baseUrl).signIn(DEMO_STUDENT.email, DEMO_STUDENT.password);
    const page = await signedInPage(browser, appUrlOf(portal), token, '/account', COMMON_PHONE_VIEWPORT);
    await page.getByRole('tab', { name: 'Documents' }).click();
    const table = page.getByRole('table', { name: 'Certificates' });
    const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: 'View certificate' }) });
    await row.first().waitFor();
    // Whole: the table is no wider than the region around it, and every cell ends inside the window.
    const fit = await table.evaluate((element) => {
      const region = element.closest('[role="region"]') as HTMLElement;
      const cells = [...element.querySelectorAll('td, th')].map((cell) => cell.getBoundingClientRect());
      return {
        tableWiderThanRegionPx: Math.max(0, region.scrollWidth - region.clientWidth),
        cellsPastWindowEdge: cells.filter((cell) => cell.right > window.innerWidth || cell.left < 0).length,
      };
    });
    expect(fit).toEqual({ tableWiderThanRegionPx: 0, cellsPastWindowEdge: 0 });
    await expectAccessible(page);
    await page.context().close();
  }, 60_000);
});
