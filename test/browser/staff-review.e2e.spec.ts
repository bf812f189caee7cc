import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { adminToken } from '../api/applications-fixtures';
import { ApiClient } from '../api/identity-client';
import { eventually } from '../api/pods-fixtures';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { appUrlOf, suiteBrowser, type SuiteBrowser } from './support/browser';
import { expectAccessible } from './support/accessibility';
import { ifSet } from '../support/if-set';
import { defined } from '../support/defined';
import type {
  CourseView,
  DecisionPreview,
  OutboxEmail,
  StaffApplicationRow,
  reviewSettingsViewSchema,
} from '@portal/contracts';
import type { z } from 'zod';

/** Staff work on a wide screen; the app must also hold together there. */
const DESK = { width: 1280, height: 900 };

async function deskPage(browser: SuiteBrowser): Promise<Page> {
  const context = await browser.newContext({ viewport: DESK, acceptDownloads: true });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

async function signIn(page: Page, appUrl: string, username: string, password: string) {
  await page.goto(`${appUrl}/admin/login`);
  await page.getByLabel(/^Username/).fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: /^Season\b/ }).waitFor();
}

/** axe with no violations, row checkboxes included, and no sideways scroll. */
const expectPageAccessible = (page: Page) => expectAccessible(page, { fromTop: true });

async function expectCount(locator: Locator, count: number, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while ((await locator.count()) !== count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  expect(await locator.count()).toBe(count);
}

type ReviewSettings = z.infer<typeof reviewSettingsViewSchema>;

const rows = (page: Page) => page.locator('tbody tr');
const listUrl = (appUrl: string, filter: Record<string, unknown>, perPage: number) =>
  `${appUrl}/admin/applications?${new URLSearchParams({
    filter: JSON.stringify(filter),
    perPage: String(perPage),
    page: '1',
    sort: 'application_date',
    order: 'ASC',
  })}`;

describe('staff review in the browser (demo applicants)', () => {
  let portal: RunningPortal;
  let browser: SuiteBrowser;
  let appUrl: string;
  let api: ApiClient;
  let admin: string;
  let courseId: string;
  const COURSE = 'Computational Neuroscience';

  const acceptedIds = async (): Promise<string[]> => {
    const filter = JSON.stringify({ course: courseId, status: 'accepted' });
    const accepted = await api.get<StaffApplicationRow[]>(
      `/admin/applications?${new URLSearchParams({ range: '[0,99]', filter })}`,
      admin,
    );
    return accepted.body.map((row) => row.id);
  };

  beforeAll(async () => {
    // The demo as `npm start` makes it: 300 made-up applicants, created once the portal is up.
    [portal, browser] = await Promise.all([
      startPortal('embedded', { SEED_DEMO_APPLICANTS: '300', LOG_LEVEL: 'info' }),
      suiteBrowser(),
    ]);
    await demoApplicantsCreated(portal);
    appUrl = appUrlOf(portal);
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
    const courses = await api.get<CourseView[]>(`/admin/courses?${new URLSearchParams({ range: '[0,99]' })}`, admin);
    courseId = defined(
      courses.body.find((course) => course.name === COURSE),
      COURSE,
    ).id;
  }, 240_000);
  afterAll(async () => {
    await ifSet(browser)?.close();
    await ifSet(portal)?.stop();
  });

  it('filters, previews 20 offers in the outbox, sends them once, lists them, and exports the CSV', async () => {
    const page = await deskPage(browser);
    await signIn(page, appUrl, 'admin@example.org', 'demo-admin-2026');
    // The dashboard's charts are described images (staff-charts.e2e.spec.ts shows their tables).
    await page.getByRole('img', { name: /^Status funnel: / }).waitFor();
    await page.getByRole('img', { name: /^Acceptance by country: / }).waitFor();
    await expectPageAccessible(page);

    const filter = { course: courseId, role: 'student', status: 'applied' };
    await page.goto(listUrl(appUrl, filter, 20));
    await expectCount(rows(page), 20);
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menu').getByText('Time slot', { exact: true }).click();
    await page.getByRole('combobox', { name: 'Time slot' }).click();
    await page.getByRole('option', { name: 'Slot 3' }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    const slotRows = await api.get<StaffApplicationRow[]>(
      `/admin/applications?${new URLSearchParams({ range: '[0,19]', filter: JSON.stringify({ ...filter, time_slot: 3 }) })}`,
      admin,
    );
    await expectCount(rows(page), slotRows.body.length);
    await expectPageAccessible(page);

    await page.goto(listUrl(appUrl, filter, 20));
    await expectCount(rows(page), 20);
    const acceptedBefore = await acceptedIds();
    const first = (
      await api.get<StaffApplicationRow[]>(
        `/admin/applications?${new URLSearchParams({ range: '[0,0]', sort: '["application_date","ASC"]', filter: JSON.stringify(filter) })}`,
        admin,
      )
    ).body[0];
    await page.getByRole('checkbox', { name: 'Select all' }).check();
    await page.getByRole('button', { name: 'Make offer' }).click();
    const outbox = page.getByRole('dialog', { name: 'Make offer: 20 applications' });
    await outbox.getByText(/^20 emails will be sent\./).waitFor();
    await expectCount(outbox.getByRole('list', { name: 'Emails to send' }).getByRole('listitem'), 20);
    await outbox.getByText(first.email, { exact: false }).first().waitFor();
    await expectCount(outbox.getByText(`You have an offer for ${COURSE}`), 20);
    await expectPageAccessible(page);
    await outbox.getByRole('button', { name: 'Send 20 emails' }).click();
    await page.getByText('20 applications updated.').waitFor();

    // The same 20 again: the outbox now shows nothing to send, so nothing can go out twice.
    const offeredIds = (await acceptedIds()).filter((id) => !acceptedBefore.includes(id));
    expect(offeredIds).toHaveLength(20);
    const again = await api.post<DecisionPreview>(
      '/admin/applications/decide/preview/',
      { ids: offeredIds, decision: 'offer' },
      admin,
    );
    expect(new Set(again.body.results.map((result) => result.outcome))).toEqual(new Set(['unchanged']));

    const offerSubject = `You have an offer for ${COURSE}`;
    await eventually(
      async () => {
        const sent = await api.get<OutboxEmail[]>(
          `/admin/outbox?${new URLSearchParams({ range: '[0,99]', filter: '{"status":"done"}' })}`,
          admin,
        );
        return sent.body.filter((email) => email.subject === offerSubject).length >= 20 + acceptedBefore.length;
      },
      'the 20 offer emails sent',
      90_000,
    );
    await page.goto(`${appUrl}/admin/outbox?${new URLSearchParams({ filter: '{"status":"done"}', perPage: '100' })}`);
    // The 20 just sent, beside the demo applicant's earlier offer in the same course (one page of 100:
    // the seed's own emails, waivers among them, come before it).
    await expectCount(
      rows(page).filter({ hasText: `You have an offer for ${COURSE}` }),
      20 + acceptedBefore.length,
      60_000,
    );
    await rows(page).filter({ hasText: first.email }).first().waitFor();
    await expectPageAccessible(page);

    await page.goto(listUrl(appUrl, { course: courseId }, 25));
    await expectCount(rows(page), 25);
    const range = (
      await api.get<StaffApplicationRow[]>(
        `/admin/applications?${new URLSearchParams({ range: '[0,0]', filter: JSON.stringify({ course: courseId }) })}`,
        admin,
      )
    ).headers.get('content-range');
    const total = Number(defined(range, 'a Content-Range header').split('/')[1]);
    expect(total).toBeGreaterThan(25);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('applications.csv');
    const csv = (await readFile(await download.path(), 'utf8')).trimEnd().split('\r\n');
    expect(csv).toHaveLength(total + 1);
    expect(csv[0]).toMatch(/^"id","applicant_name","email","course_name"/);
    await page.getByText(`Exported ${total} applications to applications.csv.`).waitFor();
    await page.context().close();
  }, 180_000);

  it('lets a reviewer score an application in anonymised review without seeing who applied', async () => {
    const adminPage = await deskPage(browser);
    await signIn(adminPage, appUrl, 'admin@example.org', 'demo-admin-2026');
    const anonymised = adminPage.getByRole('switch', { name: /Anonymised review/ });
    await anonymised.click();
    await adminPage.getByRole('switch', { name: /Anonymised review/, checked: true }).waitFor();
    await expectPageAccessible(adminPage);
    expect((await api.get<ReviewSettings>('/admin/review-settings', admin)).body.anonymised).toBe(true);
    const criteria = adminPage.getByRole('region', { name: 'Review criteria' });
    await criteria.getByRole('combobox', { name: 'Course' }).click();
    await adminPage.getByRole('option', { name: COURSE }).click();
    await criteria.getByRole('textbox', { name: 'Key 1' }).waitFor();
    expect(await criteria.getByRole('textbox', { name: 'Key 1' }).inputValue()).toBe('motivation');
    await expectPageAccessible(adminPage);
    await adminPage.context().close();

    const candidate = (
      await api.get<StaffApplicationRow[]>(
        `/admin/applications?${new URLSearchParams({ range: '[0,0]', filter: JSON.stringify({ course: courseId, status: 'applied', role: 'student' }) })}`,
        admin,
      )
    ).body[0];
    const page = await deskPage(browser);
    await signIn(page, appUrl, 'reviewer@example.org', 'demo-reviewer-2026');
    // Through the list, as a reviewer works (a cold load of a show page leaves react-admin's title empty).
    await page.goto(listUrl(appUrl, { id: candidate.id }, 25));
    await expectCount(rows(page), 1);
    await rows(page).first().click();
    await page.getByRole('heading', { name: 'Review' }).waitFor();
    await page.getByText('Anonymised applicant', { exact: false }).first().waitFor();
    await page.locator('#react-admin-title').getByText(`Anonymised applicant, ${COURSE}`, { exact: true }).waitFor();
    for (const [label, score] of [
      ['Motivation', '5'],
      ['Background', '3'],
      ['Fit for the course', '4'],
    ]) {
      await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
      await page.getByRole('option', { name: score, exact: true }).click();
    }
    await page.getByLabel('Review notes').fill('Clear motivation; strong maths.');
    await page.getByRole('button', { name: 'Save review' }).click();
    await page.getByText('Review saved.').waitFor();
    // (2×5 + 3 + 4) / 4
    await page.getByRole('table', { name: 'Reviews' }).getByText('4.25').waitFor();
    const text = await page.locator('body').innerText();
    expect([text.includes(candidate.applicant_name), text.includes(candidate.email)]).toEqual([false, false]);
    await expectPageAccessible(page);

    const students = { course: courseId, role: 'student' };
    const shown = await api.get<StaffApplicationRow[]>(
      `/admin/applications?${new URLSearchParams({ range: '[0,24]', filter: JSON.stringify(students) })}`,
      admin,
    );
    await page.goto(listUrl(appUrl, students, 25));
    await expectCount(rows(page), shown.body.length);
    await rows(page).filter({ hasText: 'Anonymised applicant' }).first().waitFor();
    expect(await page.locator('tbody').innerText()).not.toContain(candidate.email);
    await expectPageAccessible(page);
    await page.context().close();
  }, 120_000);
});

/** Waits for the seed's closing log line: the made-up applicants are created after the portal starts. */
async function demoApplicantsCreated(portal: RunningPortal, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!portal.output().includes('demo applicants created')) {
    if (Date.now() > deadline)
      throw new Error(`the demo applicants were not created:\n${portal.output().slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
