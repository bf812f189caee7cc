import { demoApplicantsCreated } from '../api/what-if-fixtures';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { expectAccessible } from './support/accessibility';
import { appUrlOf, suiteBrowser, type SuiteBrowser } from './support/browser';
import { ifSet } from '../support/if-set';

/** The dashboard's charts over the demo applicants: described images, each with its table behind a toggle, loaded lazily. */
describe('the staff dashboard’s charts, in the browser', () => {
  let portal: RunningPortal;
  let browser: SuiteBrowser;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([
      startPortal('embedded', { SEED_DEMO_APPLICANTS: '20', LOG_LEVEL: 'info' }),
      suiteBrowser(),
    ]);
    await demoApplicantsCreated(portal);
  }, 240_000);
  afterAll(async () => {
    await ifSet(browser)?.close();
    await ifSet(portal)?.stop();
  });

  it('draws the five charts after sign-in only, and shows each one’s numbers as a table on request', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${appUrlOf(portal)}/admin/login`);
    await page.getByLabel(/^Username/).fill('admin@example.org');
    expect(scripts.filter((url) => /\/(charts|StatisticsCharts)-/.test(url))).toEqual([]);
    await page.getByLabel(/^Password/).fill('demo-admin-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();

    for (const title of [
      'Applications per day',
      'Status funnel',
      'Acceptance by country',
      'Acceptance by seniority',
      'Money collected',
    ])
      await page.getByRole('img', { name: new RegExp(`^${title}: `) }).waitFor();
    await page.getByRole('img', { name: /^Applications per day: .*stacked by role; \d+ in all\.$/ }).waitFor();
    expect(scripts.some((url) => /\/charts-/.test(url))).toBe(true);
    expect(
      await page
        .getByRole('img', { name: /^Applications per day/ })
        .locator('svg')
        .count(),
    ).toBeGreaterThan(0);
    await expectAccessible(page, { fromTop: true });

    const funnel = page.getByRole('region', { name: 'Status funnel' });
    await funnel.getByRole('button', { name: 'Show table' }).click();
    const table = page.getByRole('table', { name: 'Status funnel' });
    await table.getByRole('cell', { name: 'applied', exact: true }).waitFor();
    expect(await funnel.getByRole('button', { name: 'Show chart' }).getAttribute('aria-pressed')).toBe('true');
    const perDay = page.getByRole('region', { name: 'Applications per day' });
    await perDay.getByRole('button', { name: 'Show table' }).click();
    await page.getByRole('table', { name: 'Applications per day, course and role' }).waitFor();
    await expectAccessible(page, { fromTop: true });
    await context.close();
  }, 120_000);
});
