import {
  type ApplicationRole,
  type ApplicationSummary,
  type ApplicationView,
  MESSAGES,
  SUMMARY_ID_KEYS,
} from '@portal/contracts';
import type { Page } from 'playwright-core';
import { type Course, adminToken, createCourse, fillProfile } from '../api/applications-fixtures';
import { ApiClient } from '../api/identity-client';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { expectAccessible } from './support/accessibility';
import { appUrlOf, suiteBrowser, newPage, type SuiteBrowser } from './support/browser';
import { pickOption, pickRadio, pickSuggestion, press, retype, tick, typeInto } from './support/keyboard';
import { ifSet } from '../support/if-set';
import { defined } from '../support/defined';

const group = (page: Page, legend: string) => page.getByRole('group', { name: legend });
const combobox = (page: Page, label: RegExp) => page.getByRole('combobox', { name: label });

const CODE_AND_TERMS = [
  'I agree to abide by the code of conduct.',
  'I agree to the terms and conditions and the privacy policy.',
];

/** The 24 topics of the mentor form, as it labels them (spec 2 §3). */
const TOPICS = [
  'Linear regression',
  'Generalized linear models',
  'Dimensionality reduction',
  'Bayesian statistics',
  'Linear dynamical systems',
  'Decision making',
  'Optimal control',
  'Reinforcement learning',
  'Single neuron models',
  'Neuronal network dynamics',
  'Network causality',
  'Convolutional neural networks',
  'Autoencoders',
  'Stochastic gradient descent',
  'Automatic differentiation',
  'Multilayer perceptrons',
  'ADAM',
  'Dropout',
  'Convnets',
  'AlexNet',
  'LSTM',
  'Deep Q-learning',
  'Self-supervised learning',
  'Causality',
];

/** The questions both the student and the TA form start with, answered by keyboard. */
async function answerSharedFields(page: Page) {
  await tick(page, group(page, 'How did you hear about us?').getByLabel('A search engine'));
  await pickRadio(page, group(page, 'May we contact you'), 'No');
  await tick(page, group(page, 'Have you taken part').getByLabel('I have not taken part before'));
  await pickSuggestion(page, combobox(page, /^Country you will live in/), 'Keny', 'Kenya');
  await pickRadio(page, group(page, 'Do you have access to Google Colab?'), 'Yes');
  await pickRadio(page, group(page, 'Is your internet connection'), 'Yes');
  await pickOption(page, combobox(page, /^Primary field of expertise/), 'Neuroscience');
}

/** From the applications page, through the course's apply link and the intro page, to the form. */
async function openForm(page: Page, appUrl: string, course: Course, link: string) {
  await page.goto(`${appUrl}/applications`);
  await press(page, page.getByRole('article', { name: course.name }).getByRole('link', { name: link }));
  await press(page, page.getByRole('button', { name: 'Next Page' }));
  await page.getByRole('button', { name: 'Submit application' }).waitFor();
}

/** Every application form completed with the keyboard alone; the mentor form's messages on the way. */
describe('the application forms, by keyboard alone', () => {
  let portal: RunningPortal;
  let browser: SuiteBrowser;
  let api: ApiClient;
  let appUrl: string;
  let applicant: TestApplicant;
  let course: Course;
  let page: Page;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal('embedded'), suiteBrowser()]);
    api = new ApiClient(portal.baseUrl);
    appUrl = appUrlOf(portal);
    course = await createCourse(api, await adminToken(api));
    applicant = await newApplicant(portal, api, 'Keyboard');
    await fillProfile(api, applicant.token);
    page = await newPage(browser);
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto(`${appUrl}/help`);
    await page.evaluate((token) => localStorage.setItem('portal.token', token), applicant.token);
  }, 90_000);
  afterAll(async () => {
    await ifSet(browser)?.close();
    await ifSet(portal)?.stop();
  });

  const submitted = async (role: ApplicationRole) => {
    const list = '/courses/applications/';
    const { results } = (await api.get<{ results: ApplicationSummary[] }>(list, applicant.token)).body;
    const summary = defined(
      results.find((row) => row.application_type === role),
      `the ${role} application`,
    );
    const id = defined(summary[SUMMARY_ID_KEYS[role]], `the ${role} application's id`);
    return (await api.get<ApplicationView>(`/courses/${role}-applications/${id}/`, applicant.token)).body;
  };

  it('submits a student application', async () => {
    await openForm(page, appUrl, course, 'Apply as student.');
    await answerSharedFields(page);
    await pickOption(page, combobox(page, /^Would you like the low-bandwidth/), 'No, but I would prefer it');
    await typeInto(page, page.getByLabel(/^Your motivation and educational background/), 'Typed, not clicked.');
    await pickRadio(page, group(page, 'Python?'), 'Expert');
    await pickRadio(page, group(page, 'Domain?'), 'Some');
    await pickRadio(page, group(page, 'Hours a day?'), 'Never');
    await pickOption(page, combobox(page, /^First project preference/), 'Language');
    await pickOption(page, combobox(page, /^Second project preference/), 'Vision');
    for (const consent of ['I can commit 8 hours each weekday for the length of the course.', ...CODE_AND_TERMS]) {
      await tick(page, page.getByLabel(consent));
    }
    await press(page, page.getByRole('button', { name: 'Submit application' }));
    await page.getByText(MESSAGES.applicationIsSubmitted).waitFor();
    await page.waitForURL(`${appUrl}/applications`);
    expect(await submitted('student')).toMatchObject({
      how_did_you_hear_about_us: ['searcheng'],
      contact_for_future: false,
      residing_country_during_course: 'Kenya',
      lowfi_track: 'no_but_prefer_it',
      data_set: 'nlp',
      second_data_set: 'vision',
    });
  }, 90_000);

  it('submits a TA application', async () => {
    await openForm(page, appUrl, course, 'Apply as teaching assistant.');
    await answerSharedFields(page);
    await pickOption(page, combobox(page, /^Years of coursework/), '2 years');
    await pickRadio(page, group(page, 'Would you like to be a lead TA?'), 'Yes');
    await pickOption(page, combobox(page, /^Which kind of TA/), 'No preference');
    await tick(page, group(page, 'Time slots you could teach in').getByLabel(/^Slot 1/));
    await tick(page, group(page, 'Time slots you could teach in').getByLabel(/^Slot 5/));
    await pickRadio(page, group(page, 'Are you open to teaching'), 'No');
    await pickOption(page, combobox(page, /^Project data set you are most comfortable with/), 'Vision');
    await typeInto(page, page.getByLabel(/^Months you have worked/), '4');
    await typeInto(page, page.getByLabel(/^Your educational background and teaching experience/), 'Tutored.');
    await pickRadio(page, group(page, 'Python?'), 'Some');
    await pickRadio(page, group(page, 'Domain?'), 'Expert');
    await pickRadio(page, group(page, 'Linear algebra'), '3 – Expert');
    await pickRadio(page, group(page, 'Calculus'), '1 – Never');
    for (const consent of [
      'I hold a bachelor’s degree.',
      'I can commit about 40 hours per week during the course, plus 2 days of training.',
      ...CODE_AND_TERMS,
    ]) {
      await tick(page, page.getByLabel(consent));
    }
    await press(page, page.getByRole('button', { name: 'Submit application' }));
    await page.getByText(MESSAGES.applicationIsSubmitted).waitFor();
    expect(await submitted('ta')).toMatchObject({
      applied_as_lead_ta: true,
      prefer_being_ta_for: 'no_preference',
      possible_time_slots: [1, 5],
      open_to_lowfi: false,
      month_ta_count: 4,
    });
  }, 90_000);

  it('shows the mentor form’s messages, then submits it', async () => {
    await openForm(page, appUrl, course, 'Apply as mentor.');
    await press(page, page.getByRole('button', { name: 'Submit application' }));
    await page.getByText(MESSAGES.requiredFieldsMissing).waitFor();
    await group(page, 'Did you take part in the programme last year?')
      .getByText(MESSAGES.thisFieldIsRequired)
      .waitFor();
    await page.getByRole('group', { name: 'Causality', exact: true }).getByText(MESSAGES.thisFieldIsRequired).waitFor();
    await page.getByText(MESSAGES.thisFieldIsRequired).nth(5).waitFor();
    await expectAccessible(page);

    await pickRadio(page, group(page, 'Did you take part in the programme last year?'), 'No');
    await pickSuggestion(page, combobox(page, /^Country you will live in/), 'Ghan', 'Ghana');
    await pickRadio(page, group(page, 'Are you comfortable teaching in English?'), 'Yes');
    await pickOption(page, combobox(page, /^Years of coursework/), '4 years');
    await pickOption(page, combobox(page, /^How many project groups/), '3');
    await pickOption(page, combobox(page, /^Hours you could meet with TAs/), '3 hours or more');
    await typeInto(page, page.getByLabel(/^Project ideas for students/), 'Decode choices from spikes.');
    await pickOption(page, combobox(page, /^Project data set you are most comfortable with/), 'Language');
    for (const [index, topic] of TOPICS.entries()) {
      await pickRadio(page, page.getByRole('group', { name: topic, exact: true }), String((index % 5) + 1));
    }
    for (const consent of CODE_AND_TERMS) await tick(page, page.getByLabel(consent));
    await press(page, page.getByRole('button', { name: 'Submit application' }));
    await page.getByText(MESSAGES.applicationIsSubmitted).waitFor();
    expect(await submitted('mentor')).toMatchObject({
      participated_in_nma_last_year: false,
      residing_country_during_course: 'Ghana',
      groups_mentor_during_count: 3,
      hours_meetings_with_ta: 'more_than_three',
      comfortable_data_set: 'nlp',
      linear_regression: 1,
      autoencoders: 3,
      causality: 4,
    });
  }, 120_000);
  it('edits the student application and withdraws the mentor one', async () => {
    await page.goto(`${appUrl}/applications`);
    const row = (role: string) => page.getByRole('row').filter({ hasText: course.name }).filter({ hasText: role });
    await press(page, row('Student').getByRole('link', { name: course.name }));
    await press(page, page.getByRole('button', { name: 'Next Page' }));
    await retype(page, page.getByLabel(/^Your motivation and educational background/), 'Typed again.');
    await press(page, page.getByRole('button', { name: 'Update application' }));
    await page.getByText(MESSAGES.applicationIsUpdated).waitFor();
    await page.waitForURL(`${appUrl}/applications`);
    expect(await submitted('student')).toMatchObject({ about_educational_background: 'Typed again.' });

    await press(page, row('Mentor').getByRole('button', { name: 'Withdraw' }));
    const dialog = page.getByRole('dialog', { name: 'Withdraw your application?' });
    await press(page, dialog.getByRole('button', { name: 'Withdraw' }));
    await row('Mentor').waitFor({ state: 'detached' });
    await row('Student').waitFor();
  }, 60_000);
});
