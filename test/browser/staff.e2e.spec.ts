import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { type Course, adminToken, fillProfile } from '../api/applications-fixtures';
import { apply, freshCourse } from '../api/enrollment-fixtures';
import { ApiClient } from '../api/identity-client';
import { eventually } from '../api/pods-fixtures';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { expectAccessible } from './support/accessibility';
import { appUrlOf, suiteBrowser, newPage, type SuiteBrowser } from './support/browser';
import { ifSet } from '../support/if-set';
import type {
  CourseView,
  SeasonView,
  StaffApplicationRow,
  applicationReviewsSchema,
  reviewSettingsViewSchema,
} from '@portal/contracts';
import type { z } from 'zod';

async function signIn(page: Page, appUrl: string, username: string, password: string) {
  await page.goto(`${appUrl}/admin/login`);
  await page.getByLabel(/^Username/).fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const rows = (page: Page) => page.locator('tbody tr');

/** react-admin's app bar, which holds the page's h1, slides away while the page is scrolled down. */
async function expectFormAccessible(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('heading', { level: 1 }).waitFor();
  await expectAccessible(page);
}

/** A list passes axe whole, its row checkboxes included (the staff theme labels their inputs). */
const expectListAccessible = (page: Page) => expectAccessible(page);

/** Waits until `locator` matches exactly `count` elements (the list reloads after each change). */
async function expectCount(locator: Locator, count: number, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while ((await locator.count()) !== count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  expect(await locator.count()).toBe(count);
}

describe('the staff app, in the browser', () => {
  let portal: RunningPortal;
  let browser: SuiteBrowser;
  let appUrl: string;
  let ada: TestApplicant;
  let course: Course;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal('embedded'), suiteBrowser()]);
    appUrl = appUrlOf(portal);
    const api = new ApiClient(portal.baseUrl);
    const admin = await adminToken(api);
    course = await freshCourse(api, admin);
    const [first, bob] = await Promise.all([newApplicant(portal, api, 'Ada'), newApplicant(portal, api, 'Bob')]);
    ada = first;
    await Promise.all([fillProfile(api, ada.token), fillProfile(api, bob.token)]);
    await apply(api, ada.token, course, 'student');
    await apply(api, bob.token, course, 'student');
    await apply(api, ada.token, course, 'ta');
  }, 90_000);
  afterAll(async () => {
    await ifSet(browser)?.close();
    await ifSet(portal)?.stop();
  });

  it('shows the sign-in page with a main landmark, a level-one heading and no axe violation', async () => {
    const page = await newPage(browser);
    await page.goto(`${appUrl}/admin/login`);
    await page.getByRole('heading', { level: 1, name: 'Course Portal — Staff sign-in' }).waitFor();
    expect(await page.getByRole('main').count()).toBe(1);
    await expectAccessible(page);
    await page.context().close();
  }, 30_000);

  it('refuses an applicant account at sign-in', async () => {
    const page = await newPage(browser);
    await signIn(page, appUrl, ada.email, ada.password);
    await page.getByText('This account is not a staff account.').waitFor();
    expect(page.url()).toContain('/admin/login');
    expect(await page.evaluate(() => localStorage.getItem('portal.staff.token'))).toBeNull();
    await page.context().close();
  });

  it('filters the list, offers two applications at once and shows one with its history', async () => {
    const page = await newPage(browser);
    await signIn(page, appUrl, 'admin@example.org', 'demo-admin-2026');
    await page.getByRole('heading', { name: /^Season\b/ }).waitFor();

    await page.goto(`${appUrl}/admin/applications`);
    await page.getByPlaceholder('Name, email or course').fill(course.name);
    await expectCount(rows(page), 3);
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menu').getByText('Role', { exact: true }).click();
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Student' }).click();
    await expectCount(rows(page).filter({ hasText: 'Teaching assistant' }), 0);
    await expectCount(rows(page), 2);
    await expectListAccessible(page);

    await page.getByRole('checkbox', { name: 'Select all' }).check();
    await page.getByRole('button', { name: 'Make offer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make offer: 2 applications' });
    await dialog.getByText(/^2 emails will be sent\./).waitFor();
    await dialog.getByRole('button', { name: 'Send 2 emails' }).click();
    await page.getByText('2 applications updated.').waitFor();
    await expectCount(rows(page).filter({ hasText: 'Offer made' }), 2);

    await rows(page).filter({ hasText: 'Ada Applicant' }).click();
    await page.getByRole('heading', { name: 'History' }).waitFor();
    // The history in words, the answers under the form's labels, and no raw event in it.
    const history = page.getByRole('list', { name: 'Event history' });
    const submitted = history.getByRole('listitem').filter({ hasText: 'Submitted a student application' });
    await submitted.getByText(/^By Ada Applicant \(the applicant\), /).waitFor();
    await submitted.getByRole('definition').filter({ hasText: 'I have not taken part before' }).waitFor();
    await submitted.getByRole('term').filter({ hasText: 'Taken part before' }).waitFor();
    const offered = history.getByRole('listitem').filter({ hasText: /^Made an offer, open until \d{1,2} \w{3} \d{4}/ });
    await offered.getByText(/^By Ada Admin, /).waitFor();
    expect(await history.textContent()).not.toMatch(/ApplicationSubmitted|OfferMade|prior_NMA_experience|[{}]/);
    await page.getByRole('link', { name: 'Raw events (stream history)' }).waitFor();
    await page.getByText(ada.email).waitFor();
    await expectAccessible(page);
    // At phone width the fields stack under their labels rather than widen the page.
    await page.setViewportSize({ width: 390, height: 844 });
    await offered.waitFor();
    await expectAccessible(page);
    await page.context().close();
  }, 90_000);

  it('edits a course’s questions, data sets, content and review anonymity, assigns a reviewer, creates a course', async () => {
    const api = new ApiClient(portal.baseUrl);
    const admin = await adminToken(api);
    const page = await newPage(browser);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, appUrl, 'admin@example.org', 'demo-admin-2026');
    await page.getByRole('heading', { name: /^Season\b/ }).waitFor();

    await page.goto(`${appUrl}/admin/courses/${course.id}`);
    await page.getByRole('tab', { name: 'Questions' }).click();
    const questionsBefore = (await api.get<CourseView>(`/admin/courses/${course.id}`, admin)).body.questions.length;
    // react-admin names each list's Add button by its field (a question's answer choices have their own).
    await page.locator('.button-add-questions').click();
    const question = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('combobox', { name: 'Category' }) })
      .last();
    await question.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Technical (rated table)' }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await question.getByLabel(/^Question/).fill('How comfortable are you with NumPy?');
    await expectFormAccessible(page);
    await page.getByRole('tab', { name: 'Data sets' }).click();
    // react-admin names each list's Add button by its field.
    await page.locator('.button-add-data_sets').click();
    await page.getByLabel(/^Key/).filter({ visible: true }).last().fill('allen-ephys');
    await page.getByLabel(/^Name/).filter({ visible: true }).last().fill('Allen Institute electrophysiology');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Course saved', { exact: true }).waitFor();
    const saved = (await api.get<CourseView>(`/admin/courses/${course.id}`, admin)).body;
    expect(saved.questions).toHaveLength(questionsBefore + 1);
    expect(saved.questions.at(-1)).toMatchObject({
      category: 'technical_dom',
      question_text: 'How comfortable are you with NumPy?',
    });
    expect(saved.data_sets).toContainEqual({ id: 'allen-ephys', name: 'Allen Institute electrophysiology' });

    await page.goto(`${appUrl}/admin/courses/${course.id}`);
    const content = page.getByRole('region', { name: 'Course content' });
    await content.getByText('No content password is set: only enrolled people see the files.').waitFor();
    await content.getByRole('button', { name: 'Add' }).click();
    await content.getByLabel(/^File name/).fill('Week 1 slides');
    await content.getByLabel(/^Link/).fill('https://content.example/week-1.pdf');
    await content.getByLabel(/^New content password/).fill('short');
    await content.getByRole('button', { name: 'Save content' }).click();
    await content.getByText(/8 characters/).waitFor();
    await content.getByLabel(/^New content password/).fill('open-sesame-9');
    await content.getByRole('button', { name: 'Save content' }).click();
    await page.getByText('Course content saved').waitFor();
    await content.getByText('A content password is set. Enter a new one to replace it.').waitFor();
    expect((await api.get(`/admin/courses/${course.id}/content`, admin)).body).toEqual({
      files: [expect.objectContaining({ name: 'Week 1 slides', url: 'https://content.example/week-1.pdf' })],
      has_password: true,
    });
    await expectFormAccessible(page);

    const anonymity = page
      .getByRole('region', { name: 'Review' })
      .getByRole('switch', { name: /^Anonymised review for this course/ });
    await anonymity.click();
    await eventually(() => anonymity.isChecked(), 'the switch to show the saved setting');
    const settings = await api.get<z.infer<typeof reviewSettingsViewSchema>>('/admin/review-settings', admin);
    expect(settings.body.anonymised_courses).toContain(course.id);

    // An application of the course gets a reviewer by hand.
    const [application] = (
      await api.get<StaffApplicationRow[]>(
        `/admin/applications?${new URLSearchParams({ range: '[0,0]', filter: JSON.stringify({ course: course.id }) })}`,
        admin,
      )
    ).body;
    await page.goto(`${appUrl}/admin/applications/${application.id}/show`);
    await page.getByText('No reviewer assigned.').waitFor();
    await page.getByRole('combobox', { name: 'Reviewer' }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Assign reviewer' }).click();
    await page.getByText('Reviewer assigned.').waitFor();
    await page.getByText(/^Assigned to /).waitFor();
    const reviews = await api.get<z.infer<typeof applicationReviewsSchema>>(
      `/admin/applications/${application.id}/reviews`,
      admin,
    );
    expect(reviews.body.reviewers).toHaveLength(1);
    await expectFormAccessible(page);

    // A season first (issue 57 item 7): a named record the course form then offers by name.
    await page.goto(`${appUrl}/admin/seasons/create`);
    await page.getByLabel(/^Name/).fill('Summer 2027');
    await page.getByLabel(/^Starts/).fill('2027-06-01');
    await page.getByLabel(/^Ends/).fill('2027-05-01');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('The season must end after it starts.').waitFor();
    await page.getByLabel(/^Ends/).fill('2027-08-31');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Season created', { exact: true }).waitFor();
    await page.getByRole('cell', { name: 'Summer 2027' }).waitFor();
    await expectFormAccessible(page);

    await page.goto(`${appUrl}/admin/courses/create`);
    await page.getByLabel(/^Name/).fill('Climate Modelling 2027');
    await page.getByRole('combobox', { name: 'Season' }).click();
    await page.getByRole('option', { name: 'Summer 2027' }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Dates' }).click();
    // The eleven required dates come first, in the course's order.
    // `all()` does not wait: on a slow machine the tab's inputs may not be shown yet.
    const dateInputs = page.locator('input[type="datetime-local"]').filter({ visible: true });
    await page.getByLabel('Course ends').waitFor();
    const dates = await dateInputs.all();
    expect(dates.length).toBeGreaterThanOrEqual(11);
    for (const [index, input] of dates.slice(0, 11).entries()) {
      const value = `2027-0${1 + Math.floor(index / 4)}-1${index % 4}T10:00`;
      await input.fill(value);
      expect(await input.inputValue()).toBe(value);
    }
    // The request itself, so that a slow or refused save fails here with the server's answer.
    const creating = page.waitForResponse(
      (response) => response.request().method() === 'POST' && /\/api\/admin\/courses\/?$/.test(response.url()),
      { timeout: 30_000 },
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const answer = await creating;
    expect(`${answer.status()} ${answer.status() === 201 ? '' : await answer.text()}`).toBe('201 ');
    await page.getByText('Course created', { exact: true }).waitFor();
    const created = (
      await api.get<CourseView[]>(`/admin/courses?${new URLSearchParams({ range: '[0,99]' })}`, admin)
    ).body.find((found) => found.name === 'Climate Modelling 2027');

    const [season] = (
      await api.get<SeasonView[]>(`/admin/seasons?${new URLSearchParams({ filter: '{"q":"Summer 2027"}' })}`, admin)
    ).body;
    expect(created).toMatchObject({ is_active: true, season: 2027, season_id: season.id, course_price: 2090 });
    await page.context().close();
  }, 120_000);
});
