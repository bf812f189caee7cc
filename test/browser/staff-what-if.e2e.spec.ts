import type { Page } from 'playwright-core';
import { adminToken, staffQuery as query } from '../api/applications-fixtures';
import { ApiClient } from '../api/identity-client';
import { demoApplicantsCreated } from '../api/what-if-fixtures';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { expectAccessible } from './support/accessibility';
import { appUrlOf, suiteBrowser, type SuiteBrowser } from './support/browser';
import { ifSet } from '../support/if-set';
import type { CourseView, StaffApplicationRow } from '@portal/contracts';
import { defined } from '../support/defined';

const DESK_VIEWPORT = { width: 1280, height: 900 };
const DAY = 86_400_000;
/** The demo course whose student deadline has passed: some demo applicants applied in its last week. */
const COURSE = 'Neuro-AI';

/**
 * Opens the Course select and picks `name`. The menu can be redrawn while the screen's data arrives
 * (the option is then detached under the click), so a pick that does not take is tried again, until
 * the field shows the course or a deadline passes.
 */
async function chooseCourse(page: Page, name: string) {
  const field = page.getByRole('combobox', { name: 'Course' });
  const deadline = Date.now() + 45_000;
  while ((await field.textContent())?.trim() !== name) {
    if (Date.now() > deadline) throw new Error(`the Course select never took ${name}`);
    await field.click();
    await page
      .getByRole('option', { name, exact: true })
      .click({ timeout: 5_000 })
      .catch(() => page.keyboard.press('Escape'));
  }
}

/** The What if screen: an auditor (an admin) replays a course with its deadline a week earlier and follows a late one. */
describe('the staff app’s what-if replay, in the browser', () => {
  let portal: RunningPortal;
  let browser: SuiteBrowser;
  let api: ApiClient;
  let admin: string;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([
      startPortal('embedded', { SEED_DEMO_APPLICANTS: '20', LOG_LEVEL: 'info' }),
      suiteBrowser(),
    ]);
    await demoApplicantsCreated(portal);
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
  }, 240_000);
  afterAll(async () => {
    await ifSet(browser)?.close();
    await ifSet(portal)?.stop();
  });

  it('starts from the course’s deadline a week earlier and lists the students who would have been late, each linked to their application', async () => {
    const courses = await api.get<CourseView[]>(`/admin/courses?${query({ range: [0, 99] })}`, admin);
    const course = defined(
      courses.body.find((found) => found.name === COURSE),
      `the course ${COURSE}`,
    );

    const weekEarlier = new Date(Date.parse(course.student_application_end_date) - 7 * DAY);
    const filter = { course: course.id, role: 'student', submitted_gte: weekEarlier.toISOString() };
    const late = (
      await api.get<StaffApplicationRow[]>(`/admin/applications?${query({ filter, range: [0, 99] })}`, admin)
    ).body;
    expect(late.length).toBeGreaterThan(0);

    const context = await browser.newContext({ viewport: DESK_VIEWPORT });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${appUrlOf(portal)}/admin/login`);
    await page.getByLabel(/^Username/).fill('admin@example.org');
    await page.getByLabel(/^Password/).fill('demo-admin-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: /^Season\b/ }).waitFor();
    await page.getByRole('menuitem', { name: 'What if' }).click();
    await page.getByRole('button', { name: 'Replay' }).waitFor();
    await chooseCourse(page, COURSE);
    // The screen proposes the question of the issue itself: the deadline in force, a week earlier.
    // (The input's value drops seconds of zero, so it is compared as a time.)
    const proposed = await page.getByLabel('Deadline (your local time)').inputValue();
    expect(new Date(proposed).getTime()).toBe(weekEarlier.getTime());
    await expectAccessible(page, { fromTop: true });
    await page.getByRole('button', { name: 'Replay' }).click();

    const heading = page.getByRole('heading', { name: /would have been different/ });
    await heading.waitFor();
    expect(await heading.textContent()).toBe(
      `${late.length} ${late.length === 1 ? 'outcome' : 'outcomes'} would have been different`,
    );
    const rows = page.getByRole('table', { name: /would have been different/ }).getByRole('row');
    expect(await rows.count()).toBe(late.length + 1);
    await page
      .getByRole('row', { name: /Refused as late.*Would have been refused as late: submitted/ })
      .first()
      .waitFor();
    await expectAccessible(page, { fromTop: true });

    // The run is in the address: reopening it shows the same differences.
    const address = page.url();
    expect(address).toMatch(/\/admin\/what-if\?run=[0-9a-f-]{36}$/);
    await page.reload();
    await heading.waitFor();

    const first = late.map((row) => row.id).sort()[0];
    await page.getByRole('link', { name: `Application ${first.slice(0, 8)}` }).click();
    await page.waitForURL(new RegExp(`/admin/applications/${first}/show$`));
    await context.close();
  }, 120_000);
});
