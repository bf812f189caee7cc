import type { Page } from 'playwright-core';
import { expectAccessible } from '../accessibility';
import { choose } from '../application-form';

const DAY = 86_400_000;

/**
 * The course the walk's people apply to. Its questions and data sets are those application-form.ts
 * answers ('Python?', 'Vision', ...); its windows are open from yesterday.
 */
export interface WalkCourse {
  name: string;
  /** The season the admin makes for it first (DESIGN.md §9: every course belongs to one). */
  season: string;
  questions: Array<{ category: string; text: string }>;
  dataSets: Array<{ key: string; name: string }>;
  /** Each question's choices, rated 1 up. */
  answers: string[];
}

export const walkCourse = (name: string): WalkCourse => ({
  name,
  season: `Summer school ${name}`,
  questions: [
    { category: 'Course-specific: programming', text: 'Python?' },
    { category: 'Course-specific: domain', text: 'Domain?' },
    { category: 'Technical (rated table)', text: 'Linear algebra' },
    { category: 'Technical (rated table)', text: 'Calculus' },
    { category: 'General', text: 'Hours a day?' },
  ],
  dataSets: [
    { key: 'vision', name: 'Vision' },
    { key: 'nlp', name: 'Language' },
  ],
  answers: ['Never', 'Some', 'Expert'],
});

/** The course's eleven required dates, in days from now, by their labels on the Dates tab. */
const DATES: Array<[string, number]> = [
  ['Student applications open', -1],
  ['Student applications close', 20],
  ['TA applications open', -1],
  ['TA applications close', 20],
  ['Mentor applications open', -1],
  ['Mentor applications close', 20],
  ['Last day to edit an application', 25],
  ['Last day to accept an offer', 40],
  ['Enrollment closes', 50],
  ['Course starts', 70],
  ['Course ends', 84],
];

/** What a datetime-local input takes ("2026-12-24T10:00"), `days` from now on the hour, in the browser's own time zone. */
const localInput = (page: Page, days: number): Promise<string> =>
  page.evaluate(
    (at) => {
      const wallClock = new Date(at - new Date(at).getTimezoneOffset() * 60_000);
      return `${wallClock.toISOString().slice(0, 14)}00`;
    },
    Date.now() + days * DAY,
  );

async function addQuestions(page: Page, course: WalkCourse): Promise<void> {
  await page.getByRole('tab', { name: 'Questions' }).click();
  for (const { category, text } of course.questions) {
    // react-admin names each list's Add button by its field (a question's answer choices have their own).
    await page.locator('.button-add-questions').click();
    const question = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('combobox', { name: 'Category' }) })
      .last();
    await question.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: category, exact: true }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await question.getByLabel(/^Question/).fill(text);
    for (const [index, answer] of course.answers.entries()) {
      // The question's one Add button is its answer choices' (the questions' own is outside it).
      await question.locator('.button-add').click();
      await question
        .getByRole('textbox', { name: /^Answer/ })
        .nth(index)
        .fill(answer);
      await question
        .getByRole('spinbutton', { name: /^Rating/ })
        .nth(index)
        .fill(String(index + 1));
    }
  }
}

async function addDataSets(page: Page, course: WalkCourse): Promise<void> {
  await page.getByRole('tab', { name: 'Data sets' }).click();
  for (const [index, { key, name }] of course.dataSets.entries()) {
    await page.locator('.button-add-data_sets').click();
    await page.getByLabel(/^Key/).filter({ visible: true }).nth(index).fill(key);
    await page.getByLabel(/^Name/).filter({ visible: true }).nth(index).fill(name);
  }
}

/** A calendar day `days` from today, as a date input takes it ("2026-12-24"). */
const dayInput = (days: number): string => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/**
 * The season first, on the Seasons page, from today until after the course ends: a new course then
 * starts in it, the newest season, and the form shows it chosen.
 */
async function adminCreatesSeason(page: Page, appUrl: string, season: string): Promise<void> {
  await page.getByRole('menuitem', { name: 'Seasons' }).click();
  await page.waitForURL(`${appUrl}/admin/seasons`);
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByLabel(/^Name/).fill(season);
  await page.getByLabel(/^Starts/).fill(dayInput(0));
  await page.getByLabel(/^Ends/).fill(dayInput(120));
  await expectAccessible(page, { fromTop: true });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Season created', { exact: true }).waitFor();
  await page.getByRole('row').filter({ hasText: season }).waitFor();
}

/**
 * An admin, signed in to the staff app, makes the course's season, then creates the course in it
 * through the course form (fees waived only by staff, a roles document and an enrollment form, the
 * questions, data sets and dates) as an inactive draft, then opens it: the course's state reads "Open for applications". Answers the course's id.
 * One function, so that a new field of the course form is filled in one place.
 */
export async function adminCreatesAndOpensCourse(page: Page, appUrl: string, course: WalkCourse): Promise<string> {
  await adminCreatesSeason(page, appUrl, course.season);
  await page.getByRole('menuitem', { name: 'Courses' }).click();
  await page.waitForURL(`${appUrl}/admin/courses`);
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByLabel(/^Name/).fill(course.name);
  await page.getByRole('combobox', { name: 'Season' }).getByText(course.season, { exact: true }).waitFor();
  // Created inactive, as a draft nobody can apply to yet; opened below once it is all set.
  await page.getByLabel('Active').uncheck();
  await choose(page, /^Fee waivers and hardship discounts/, 'Decided by staff (Fee waivers page)');
  await page.getByLabel('Roles document link').fill('https://example.org/season/roles.pdf');
  await page.getByLabel('Enrollment form link').fill('https://example.org/season/enrollment-form');
  await expectAccessible(page, { fromTop: true });

  await page.getByRole('tab', { name: 'Dates' }).click();
  for (const [label, days] of DATES) await page.getByLabel(new RegExp(`^${label}`)).fill(await localInput(page, days));
  await addQuestions(page, course);
  await addDataSets(page, course);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Course created', { exact: true }).waitFor();
  await page.getByText('State: Inactive', { exact: true }).waitFor();
  const id = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');

  // Opening the course: active, its windows open since yesterday.
  await page.getByRole('tab', { name: 'Details' }).click();
  await page.getByLabel('Active').check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Course saved', { exact: true }).waitFor();
  // The save leads back to the course list, where the course's state is its row's.
  await page.waitForURL(`${appUrl}/admin/courses`);
  const row = page.locator('tbody tr').filter({ hasText: course.name });
  await row.getByRole('cell', { name: 'Open for applications', exact: true }).waitFor();
  await expectAccessible(page, { fromTop: true });
  return id;
}
