import { randomUUID } from 'node:crypto';
import type { StaffApplicationRecord } from '@portal/contracts';
import { adminToken, createCourse, daysFromNow, fillProfile } from '../api/applications-fixtures';
import { apply, freshCourse } from '../api/enrollment-fixtures';
import { ApiClient } from '../api/identity-client';
import { newApplicant } from '../support/applicants';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { expectAccessible } from './support/accessibility';
import { appUrlOf, suiteBrowser, type SuiteBrowser } from './support/browser';
import { staffPage } from './support/staff';
import { ifSet } from '../support/if-set';

const utcDay = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
/** How the offer email states a deadline ("18 December 2026 at 23:59 UTC"). */
const emailDeadline = (iso: string) =>
  `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))} UTC`;

/** All three roles' windows from `opens` to `closes`, in days from now. */
const windows = (opens: number, closes: number) =>
  Object.fromEntries(
    ['student', 'ta', 'mentor'].flatMap((role) => [
      [`${role}_application_start_date`, daysFromNow(opens)],
      [`${role}_application_end_date`, daysFromNow(closes)],
    ]),
  );

/** What issue 57 found a course lacking: an offer's own deadline, and the course's state in words. */
describe('an offer’s own deadline and a course’s state, in the staff app', () => {
  let portal: RunningPortal;
  let browser: SuiteBrowser;
  let appUrl: string;
  let api: ApiClient;
  let admin: string;

  beforeAll(async () => {
    const outcomes = await Promise.allSettled([
      startPortal('embedded').then((started) => (portal = started)),
      suiteBrowser().then((opened) => (browser = opened)),
    ]);
    for (const outcome of outcomes) if (outcome.status === 'rejected') throw outcome.reason;
    appUrl = appUrlOf(portal);
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
  }, 90_000);
  afterAll(async () => {
    await ifSet(browser)?.close();
    await ifSet(portal)?.stop();
  });

  it('makes a bulk offer open until a chosen day, previewed in the emails and kept by the offers', async () => {
    const course = await freshCourse(api, admin);
    const ids: string[] = [];
    for (const name of ['Ngozi', 'Priya']) {
      const person = await newApplicant(portal, api, name);
      await fillProfile(api, person.token);
      ids.push(await apply(api, person.token, course, 'student'));
    }
    const deadline = (
      await api.get<{ deadline_accepting_offer_end_date: string }>(`/admin/courses/${course.id}`, admin)
    ).body.deadline_accepting_offer_end_date;

    const page = await staffPage(browser, appUrl);
    const filter = JSON.stringify({ course: course.id });
    await page.goto(`${appUrl}/admin/applications?${new URLSearchParams({ filter, perPage: '25', page: '1' })}`);
    await page.locator('tbody tr').filter({ hasText: 'Priya Applicant' }).waitFor();
    await page.locator('tbody tr').filter({ hasText: 'Ngozi Applicant' }).waitFor();
    await page.getByRole('checkbox', { name: 'Select all' }).check();
    await page.getByRole('button', { name: 'Make offer' }).click();
    const outbox = page.getByRole('dialog', { name: 'Make offer: 2 applications' });
    const emails = outbox.getByRole('list', { name: 'Emails to send' }).getByRole('listitem');
    // Unless staff choose a day, the offers keep the course's deadline, which the field names.
    await outbox
      .getByText(`The course's deadline, ${utcDay.format(new Date(deadline))}, unless you choose another.`, {
        exact: false,
      })
      .waitFor();
    await emails
      .filter({ hasText: emailDeadline(deadline) })
      .nth(1)
      .waitFor();

    const field = outbox.getByLabel('Offer open until');
    const send = outbox.getByRole('button', { name: 'Send 2 emails' });
    await field.fill(daysFromNow(-1).slice(0, 10));
    await outbox.getByText('The offer must end in the future.').waitFor();
    expect(await send.isDisabled()).toBe(true);

    const day = daysFromNow(15).slice(0, 10);
    const chosenEnd = `${day}T23:59:00.000Z`;
    await field.fill(day);
    await emails
      .filter({ hasText: emailDeadline(chosenEnd) })
      .nth(1)
      .waitFor();
    expect(await emails.filter({ hasText: emailDeadline(deadline) }).count()).toBe(0);
    await expectAccessible(page);
    await send.click();
    await page.getByText('2 applications updated.').waitFor();

    for (const id of ids) {
      const record = (await api.get<StaffApplicationRecord>(`/admin/applications/${id}`, admin)).body;
      expect({ status: record.status, end: Date.parse(record.accepting_offer_end_date) }).toEqual({
        status: 'accepted',
        end: Date.parse(chosenEnd),
      });
    }
    await page.context().close();
  }, 180_000);

  it('makes one offer from the show page open until a chosen day', async () => {
    const course = await freshCourse(api, admin);
    const person = await newApplicant(portal, api, 'Lucia');
    await fillProfile(api, person.token);
    const id = await apply(api, person.token, course, 'student');
    const deadline = (
      await api.get<{ deadline_accepting_offer_end_date: string }>(`/admin/courses/${course.id}`, admin)
    ).body.deadline_accepting_offer_end_date;

    const page = await staffPage(browser, appUrl);
    await page.goto(`${appUrl}/admin/applications/${id}/show`);
    await page.getByRole('button', { name: 'Make offer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make offer: Lucia Applicant' });
    await dialog
      .getByText(`The course's deadline, ${utcDay.format(new Date(deadline))}, unless you choose another.`, {
        exact: false,
      })
      .waitFor();
    const day = daysFromNow(9).slice(0, 10);
    await dialog.getByLabel('Offer open until').fill(day);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Make offer' }).click();
    await page.getByText('Decision recorded.').waitFor();
    const record = (await api.get<StaffApplicationRecord>(`/admin/applications/${id}`, admin)).body;
    expect(Date.parse(record.accepting_offer_end_date)).toBe(Date.parse(`${day}T23:59:00.000Z`));
    await page.context().close();
  }, 120_000);

  it('lists each course’s state in words, at a desk and on a phone, and shows it on the edit page', async () => {
    const prefix = `States ${randomUUID().slice(0, 6)}`;
    const states: Array<[string, Record<string, unknown>]> = [
      ['Not open yet', windows(5, 20)],
      ['Open for applications', {}],
      ['Applications closed', { ...windows(-30, -2), start_date: daysFromNow(20), end_date: daysFromNow(40) }],
      ['Running', { ...windows(-60, -30), start_date: daysFromNow(-5), end_date: daysFromNow(10) }],
      ['Ended', { ...windows(-90, -60), start_date: daysFromNow(-40), end_date: daysFromNow(-1) }],
      ['Inactive', { is_active: false }],
    ];
    const courses = [];
    for (const [state, dates] of states)
      courses.push({ state, ...(await createCourse(api, admin, { name: `${prefix} ${state}`, ...dates })) });

    const page = await staffPage(browser, appUrl);
    const filter = JSON.stringify({ q: prefix });
    await page.goto(`${appUrl}/admin/courses?${new URLSearchParams({ filter })}`);
    const rowOf = (name: string) => page.locator('tbody tr').filter({ hasText: name });
    const stateCell = (name: string, state: string) => rowOf(name).getByRole('cell', { name: state, exact: true });
    for (const { name, state } of courses) await stateCell(name, state).waitFor();
    await page.getByRole('columnheader', { name: 'Season' }).waitFor();
    await expectAccessible(page);

    // A phone keeps the name and the state, and the page does not scroll sideways. Reloaded, as a phone
    // opens it: the sidebar left open at a desk would become a drawer over the page.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('columnheader', { name: 'Season' }).waitFor({ state: 'detached' });
    for (const { name, state } of courses) await stateCell(name, state).waitFor();
    await expectAccessible(page);

    const open = courses[1];
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${appUrl}/admin/courses/${open.id}`);
    await page.getByText('State: Open for applications', { exact: true }).waitFor();
    await expectAccessible(page, { fromTop: true });
    await page.context().close();
  }, 180_000);
});
