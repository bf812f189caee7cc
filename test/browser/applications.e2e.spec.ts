import { MESSAGES } from '@portal/contracts';
import type { Locator, Page } from 'playwright-core';
import { type Course, adminToken, createCourse, fillProfile } from '../api/applications-fixtures';
import { ApiClient } from '../api/identity-client';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { expectAccessible } from './support/accessibility';
import { appUrlOf, suiteBrowser, newPage, type SuiteBrowser } from './support/browser';
import { ifSet } from '../support/if-set';

const STUDENT_INTRO = 'Students: eight hours of tutorials each weekday, then a group project.';

/** A fieldset (radios or checkboxes) by the start of its legend. */
const group = (page: Page, legend: string): Locator => page.getByRole('group', { name: legend });

async function choose(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function pickCountry(page: Page, country: string) {
  await page.getByRole('combobox', { name: /^Country you will live in/ }).fill(country.slice(0, 4));
  await page.getByRole('option', { name: country, exact: true }).click();
}

/** The fields the student and TA forms share, answered. */
async function fillApplicantFields(page: Page) {
  await group(page, 'How did you hear about us?').getByLabel('Twitter / X').check();
  await group(page, 'May we contact you').getByLabel('Yes').check();
  await group(page, 'Have you taken part').getByLabel('I have not taken part before').check();
  await pickCountry(page, 'Ghana');
  await group(page, 'Do you have access to Google Colab?').getByLabel('Yes').check();
  await group(page, 'Is your internet connection').getByLabel('Yes').check();
  await choose(page, /^Primary field of expertise/, 'Neuroscience');
}

async function answer(page: Page, question: string, choice: string) {
  await group(page, question).getByLabel(choice, { exact: true }).check();
}

async function agreeToEverything(page: Page, consents: string[]) {
  for (const consent of consents) await page.getByLabel(consent).check();
}

const CODE_AND_TERMS = [
  'I agree to abide by the code of conduct.',
  'I agree to the terms and conditions and the privacy policy.',
];

const signInAs = async (page: Page, appUrl: string, token: string) => {
  await page.goto(`${appUrl}/sign-in`);
  await page.evaluate((value) => localStorage.setItem('portal.token', value), token);
};

/** The card of one course on the applications page. */
const courseCard = (page: Page, course: Course) => page.getByRole('article', { name: course.name });

const tableRow = (page: Page, course: Course, role: string) =>
  page.getByRole('row').filter({ hasText: course.name }).filter({ hasText: role });

describe('applying to courses, in the browser', () => {
  let portal: RunningPortal;
  let browser: SuiteBrowser;
  let appUrl: string;
  let applicant: TestApplicant;
  let course: Course;
  let otherCourse: Course;
  let page: Page;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal('embedded'), suiteBrowser()]);
    appUrl = appUrlOf(portal);
    const api = new ApiClient(portal.baseUrl);
    const admin = await adminToken(api);
    [course, otherCourse] = await Promise.all([
      createCourse(api, admin, { student_intro_text: STUDENT_INTRO }),
      createCourse(api, admin),
    ]);
    applicant = await newApplicant(portal, api, 'Grace');
    await fillProfile(api, applicant.token);
    page = await newPage(browser);
    // A reload or a closed tab with a draft asks first: the test says yes.
    page.on('dialog', (dialog) => void dialog.accept());
    await signInAs(page, appUrl, applicant.token);
  }, 90_000);
  afterAll(async () => {
    await ifSet(browser)?.close();
    await ifSet(portal)?.stop();
  });

  it('applies as a student: intro, form, the missing answer first, then submitted and listed', async () => {
    await page.goto(`${appUrl}/applications`);
    await page.getByRole('heading', { name: 'Submitted Applications' }).waitFor();
    await page.getByText('You have not applied to a course yet.').waitFor();
    await expectAccessible(page);

    await courseCard(page, course).getByRole('link', { name: 'Apply as student.' }).click();
    await page.getByText(STUDENT_INTRO).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Next Page' }).click();

    await fillApplicantFields(page);
    await choose(page, /^Would you like the low-bandwidth/, 'No');
    await page.getByLabel(/^Your motivation and educational background/).fill('I model decisions in the brain.');
    await answer(page, 'Python?', 'Some');
    await answer(page, 'Domain?', 'Expert');
    await choose(page, /^First project preference/, 'Vision');
    await choose(page, /^Second project preference/, 'Vision');
    await agreeToEverything(page, [
      'I can commit 8 hours each weekday for the length of the course.',
      ...CODE_AND_TERMS,
    ]);
    await page.getByRole('button', { name: 'Submit application' }).click();

    // 'Hours a day?' is unanswered and both project preferences are the same.
    await page.getByText(MESSAGES.duplicateProjectPreferences).waitFor();
    await group(page, 'Hours a day?').getByText(MESSAGES.thisFieldIsRequired).waitFor();
    await page.getByText(MESSAGES.projectPreferencesMustBeUnique).waitFor();
    await expectAccessible(page);

    await choose(page, /^Second project preference/, 'Language');
    await answer(page, 'Hours a day?', 'Never');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.getByText(MESSAGES.applicationIsSubmitted).waitFor();
    await page.waitForURL(`${appUrl}/applications`);
    const row = tableRow(page, course, 'Student');
    await row.waitFor();
    const today = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    const date = `${pad(today.getUTCMonth() + 1)}-${pad(today.getUTCDate())}-${today.getUTCFullYear()}`;
    expect(await row.getByRole('cell').allTextContents()).toEqual([date, 'Student', 'Applied', 'Withdraw']);
    expect(await row.getByRole('rowheader').textContent()).toBe(course.name);
    await courseCard(page, course).getByText(MESSAGES.applicationAlreadySended).waitFor();
    await expectAccessible(page);
  }, 60_000);

  it('applies as a teaching assistant: two time slots are asked for first', async () => {
    await courseCard(page, course).getByRole('link', { name: 'Apply as teaching assistant.' }).click();
    await page.getByRole('button', { name: 'Next Page' }).click();
    await fillApplicantFields(page);
    await choose(page, /^Years of coursework/, '3 years');
    await group(page, 'Would you like to be a lead TA?').getByLabel('No').check();
    await choose(page, /^Which kind of TA/, 'Project TA (project groups, two or more time slots)');
    await group(page, 'Time slots you could teach in')
      .getByLabel(/^Slot 2/)
      .check();
    await group(page, 'Are you open to teaching').getByLabel('Yes').check();
    await choose(page, /^Project data set you are most comfortable with/, 'Vision');
    await page.getByLabel(/^Months you have worked/).fill('2');
    await page.getByLabel(/^Your educational background and teaching experience/).fill('Taught calculus.');
    await answer(page, 'Python?', 'Expert');
    await answer(page, 'Domain?', 'Some');
    await answer(page, 'Linear algebra', '3 – Expert');
    await answer(page, 'Calculus', '2 – Some');
    await agreeToEverything(page, [
      'I hold a bachelor’s degree.',
      'I can commit about 40 hours per week during the course, plus 2 days of training.',
      ...CODE_AND_TERMS,
    ]);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.getByText(MESSAGES.selectAtleastTwoTimeslots).waitFor();
    await group(page, 'Time slots you could teach in').getByText(MESSAGES.selectTwoTimeslots).waitFor();
    await expectAccessible(page);

    await group(page, 'Time slots you could teach in')
      .getByLabel(/^Slot 3/)
      .check();
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.getByText(MESSAGES.applicationIsSubmitted).waitFor();
    await tableRow(page, course, 'Teaching assistant').waitFor();
  }, 60_000);

  it('edits the student application with its answers as defaults', async () => {
    await tableRow(page, course, 'Student').getByRole('link', { name: course.name }).click();
    await page.getByRole('button', { name: 'Next Page' }).click();
    const motivation = page.getByLabel(/^Your motivation and educational background/);
    expect(await motivation.inputValue()).toBe('I model decisions in the brain.');
    expect(await group(page, 'Python?').getByLabel('Some').isChecked()).toBe(true);
    await motivation.fill('I model decisions and learning in the brain.');
    await page.getByRole('button', { name: 'Update application' }).click();
    await page.getByText(MESSAGES.applicationIsUpdated).waitFor();
    await page.waitForURL(`${appUrl}/applications`);
  }, 30_000);

  it('withdraws the TA application after the warning', async () => {
    await tableRow(page, course, 'Teaching assistant').getByRole('button', { name: 'Withdraw' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw your application?' });
    await dialog.getByText(/loses all progress on it\. This action is irreversible\./).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await tableRow(page, course, 'Teaching assistant').waitFor({ state: 'detached' });
    await tableRow(page, course, 'Student').waitFor();
  }, 30_000);

  it('keeps a half-filled application through a reload and a forced sign-out', async () => {
    await page.goto(`${appUrl}/applications`);
    await courseCard(page, otherCourse).getByRole('link', { name: 'Apply as student.' }).click();
    await page.getByRole('button', { name: 'Next Page' }).click();
    const formUrl = page.url();
    expect(formUrl).toContain('page=form');
    await page.getByLabel(/^Your motivation and educational background/).fill('Half of my answers.');
    await group(page, 'How did you hear about us?').getByLabel('A mailing list').check();
    await page.getByLabel(/^Which mailing list/).fill('comp-neuro list');

    await page.reload();
    const motivation = page.getByLabel(/^Your motivation and educational background/);
    await motivation.waitFor();
    expect(await motivation.inputValue()).toBe('Half of my answers.');
    expect(await page.getByLabel(/^Which mailing list/).inputValue()).toBe('comp-neuro list');

    await page.evaluate(() => localStorage.removeItem('portal.token'));
    await page.reload();
    await page.waitForURL(`${appUrl}/sign-in`);
    await page.getByLabel(/^Email/).fill(applicant.email);
    await page.getByLabel(/^Password/).fill(applicant.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(formUrl);
    expect(await page.getByLabel(/^Your motivation and educational background/).inputValue()).toBe(
      'Half of my answers.',
    );
    expect(await group(page, 'How did you hear about us?').getByLabel('A mailing list').isChecked()).toBe(true);
    await expectAccessible(page);
  }, 60_000);
});
