import type { Locator, Page } from 'playwright-core';

/**
 * The student and TA application forms, answered the quick way (fill and click) for tests whose
 * subject is what happens around the form; the keyboard-only path has its own test.
 * The courses are those of test/api/applications-fixtures.ts (questions 'Python?', 'Domain?', ...).
 */

/** A fieldset (radios or checkboxes) by the start of its legend. */
export const group = (page: Page, legend: string): Locator => page.getByRole('group', { name: legend });

export async function choose(page: Page, label: RegExp, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export const CODE_AND_TERMS = [
  'I agree to abide by the code of conduct.',
  'I agree to the terms and conditions and the privacy policy.',
];

/** The country the applicant will live in during the course, picked from the suggestions of its first letters. */
async function chooseCountry(page: Page, country: string) {
  await page.getByRole('combobox', { name: /^Country you will live in/ }).fill(country.slice(0, 4));
  await page.getByRole('option', { name: country, exact: true }).click();
}

async function answerSharedFields(page: Page, country: string) {
  await group(page, 'How did you hear about us?').getByLabel('Twitter / X').check();
  await group(page, 'May we contact you').getByLabel('Yes').check();
  await group(page, 'Have you taken part').getByLabel('I have not taken part before').check();
  await chooseCountry(page, country);
  await group(page, 'Do you have access to Google Colab?').getByLabel('Yes').check();
  await group(page, 'Is your internet connection').getByLabel('Yes').check();
  await choose(page, /^Primary field of expertise/, 'Neuroscience');
}

const answer = (page: Page, question: string, choice: string) =>
  group(page, question).getByLabel(choice, { exact: true }).check();

/** Every field of the student form, with `motivation` as the motivation text. */
export async function fillStudentForm(page: Page, motivation: string, country = 'Ghana'): Promise<void> {
  await answerSharedFields(page, country);
  await choose(page, /^Would you like the low-bandwidth/, 'No');
  await page.getByLabel(/^Your motivation and educational background/).fill(motivation);
  await answer(page, 'Python?', 'Some');
  await answer(page, 'Domain?', 'Expert');
  await answer(page, 'Hours a day?', 'Some');
  await choose(page, /^First project preference/, 'Vision');
  await choose(page, /^Second project preference/, 'Language');
  for (const consent of ['I can commit 8 hours each weekday for the length of the course.', ...CODE_AND_TERMS]) {
    await page.getByLabel(consent).check();
  }
}

/** Every field of the TA form (a regular TA, so no time slots are asked for). */
export async function fillTaForm(page: Page, country = 'Ghana'): Promise<void> {
  await answerSharedFields(page, country);
  await choose(page, /^Years of coursework/, '3 years');
  await group(page, 'Would you like to be a lead TA?').getByLabel('No').check();
  await choose(page, /^Which kind of TA/, 'Regular TA (one pod, one time slot)');
  await group(page, 'Are you open to teaching').getByLabel('Yes').check();
  await choose(page, /^Project data set you are most comfortable with/, 'Vision');
  await page.getByLabel(/^Months you have worked/).fill('2');
  await page.getByLabel(/^Your educational background and teaching experience/).fill('Taught calculus.');
  await answer(page, 'Python?', 'Expert');
  await answer(page, 'Domain?', 'Some');
  await answer(page, 'Linear algebra', '3 – Expert');
  await answer(page, 'Calculus', '2 – Some');
  for (const consent of [
    'I hold a bachelor’s degree.',
    'I can commit about 40 hours per week during the course, plus 2 days of training.',
    ...CODE_AND_TERMS,
  ]) {
    await page.getByLabel(consent).check();
  }
}

/** Every field of the mentor form: no course questions, each of its 24 topics rated 3 of 5. */
export async function fillMentorForm(page: Page, country = 'Ghana'): Promise<void> {
  await group(page, 'Did you take part in the programme last year?').getByLabel('No').check();
  await chooseCountry(page, country);
  await group(page, 'Are you comfortable teaching in English?').getByLabel('Yes').check();
  await choose(page, /^Years of coursework/, '4 years');
  await choose(page, /^How many project groups/, '2');
  await choose(page, /^Hours you could meet with TAs/, '3 hours or more');
  await page.getByLabel(/^Project ideas for students/).fill('Decode choices from population activity.');
  await choose(page, /^Project data set you are most comfortable with/, 'Vision');
  // The topics are the form's rated rows: each is a group of the scores 1 to 5.
  const topics = page.getByRole('group').filter({ has: page.getByRole('radio', { name: '5', exact: true }) });
  for (const topic of await topics.all()) await topic.getByRole('radio', { name: '3', exact: true }).check();
  for (const consent of CODE_AND_TERMS) await page.getByLabel(consent).check();
}

/** From the applications page through a course's apply link and its intro page to the form. */
export async function openApplicationForm(page: Page, courseName: string, link: string): Promise<void> {
  await page.getByRole('article', { name: courseName }).getByRole('link', { name: link }).click();
  await page.getByRole('button', { name: 'Next Page' }).click();
  await page.getByRole('button', { name: 'Submit application' }).waitFor();
}
