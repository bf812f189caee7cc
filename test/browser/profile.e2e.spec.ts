import { expect } from 'vitest';
import { MESSAGES, type UserView } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { PHASES, adminToken, createCourse, fillProfile, studentForm, updateCourse } from '../api/applications-fixtures';
import { ApiClient } from '../api/identity-client';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { expectAccessible } from './support/accessibility';
import { appUrlOf, suiteBrowser, newPage, type SuiteBrowser } from './support/browser';
import { ifSet } from '../support/if-set';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const RESEARCH = 'I model how populations of neurons in the visual cortex encode motion, using recordings and RNNs.';

async function choose(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const group = (page: Page, legend: string) => page.getByRole('group', { name: legend });

/** Opens a private page as the applicant: the token is where a sign-in leaves it. */
async function signedInPage(
  browser: SuiteBrowser,
  appUrl: string,
  applicant: TestApplicant,
  path: string,
): Promise<Page> {
  const page = await newPage(browser);
  await page.goto(`${appUrl}/help`);
  await page.evaluate((token) => localStorage.setItem('portal.token', token), applicant.token);
  await page.goto(`${appUrl}${path}`);
  return page;
}

describe('an applicant’s profile and logistics, in the browser', () => {
  let portal: RunningPortal;
  let browser: SuiteBrowser;
  let api: ApiClient;
  let appUrl: string;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal('embedded'), suiteBrowser()]);
    api = new ApiClient(portal.baseUrl);
    appUrl = appUrlOf(portal);
  }, 90_000);
  afterAll(async () => {
    await ifSet(browser)?.close();
    await ifSet(portal)?.stop();
  });

  it('shows the help sections to anyone', async () => {
    const page = await newPage(browser);
    await page.goto(`${appUrl}/help`);
    await page.getByRole('heading', { name: 'Help', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Student Tuition Fees & Payment' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('How much does a course cost?').waitFor();
    await expectAccessible(page);
  }, 20_000);

  it('edits the profile with an image, then fills general info, demographics and logistics', async () => {
    const grace = await newApplicant(portal, api, 'Grace');
    const page = await signedInPage(browser, appUrl, grace, '/account');
    await page.getByRole('heading', { name: 'Edit Profile' }).waitFor();
    await page.getByRole('button', { name: 'Connect GitHub' }).waitFor();
    await expectAccessible(page);

    const file = page.locator('input[type=file]');
    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('New password').fill('a-new-password-1');
    await page.getByLabel('Confirm password').fill('another-password');
    await page.getByRole('button', { name: 'Update profile' }).click();
    await page.getByText(MESSAGES.profileImageType).waitFor();
    await page.getByText(MESSAGES.passwordsDontMatch).waitFor();

    await file.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    expect(await page.getByRole('img', { name: 'Your profile image' }).getAttribute('src')).toMatch(/^blob:/);
    await page.getByLabel('Confirm password').fill('a-new-password-1');
    await page.getByRole('button', { name: 'Update profile' }).click();
    await page.getByText(MESSAGES.profileHasBeenUpdated).waitFor();
    const afterEdit = (await api.get<UserView>('/users/me/', grace.token)).body;
    expect(afterEdit).toMatchObject({ last_name: 'Hopper', profile_image: expect.stringMatching(/\.png$/) });

    await page.getByLabel('I am 18 years old or older').check();
    await choose(page, /^Highest degree/, 'Doctoral degree');
    await page.getByRole('combobox', { name: 'Institution', exact: true }).fill('Massachusetts Institute of Tech');
    await page.getByRole('option', { name: 'Massachusetts Institute of Technology', exact: true }).click();
    await expect(page.getByRole('combobox', { name: 'Institution country' }).inputValue()).resolves.toBe(
      'United States',
    );
    await choose(page, /^Current status/, 'Postdoc');
    await choose(page, /^Time in your current position/, 'Two years');
    await page.getByLabel('Your research and interests').fill(RESEARCH);
    await group(page, 'Opportunities you would like to be matched with').getByLabel('Conferences').check();
    await group(page, 'Gender').getByLabel('Prefer not to say').check();
    await group(page, 'Race and ethnicity').getByLabel('Prefer to self-describe').check();
    await page.getByLabel('Your race or ethnicity, in your words').fill('Mixed heritage');
    await page.getByRole('combobox', { name: 'Country of origin' }).fill('Keny');
    await page.getByRole('option', { name: 'Kenya', exact: true }).click();
    await choose(page, /^Did your parents complete college/, 'No');
    await choose(page, /^Do you have dependents at home/, 'Prefer not to say');
    await choose(page, /^Socioeconomic situation/, 'Average');

    const save = page.getByRole('button', { name: 'Save general info and demographics' });
    await save.click();
    await page.getByText(MESSAGES.selectYearEarned).waitFor();
    await page.getByText(MESSAGES.selectUsState).waitFor();
    await expectAccessible(page);
    await choose(page, /^Year earned/, '2020');
    await choose(page, /^US state/, 'Massachusetts');
    await save.click();
    await page.getByText(MESSAGES.profileHasBeenUpdated).waitFor();
    const { general_info, demographic } = (await api.get<UserView>('/users/me/', grace.token)).body;
    expect(general_info).toMatchObject({
      institution: 'Massachusetts Institute of Technology',
      institution_country: 'United States',
      us_state: 'Massachusetts',
      highest_degree_year_earned: 2020,
      opportunities_to_match_with: ['conferences'],
    });
    expect(demographic).toMatchObject({ country_of_origin: 'Kenya', self_describe_race: 'Mixed heritage' });

    await page.goto(`${appUrl}/logistics`);
    await page.getByRole('cell', { name: '00:30–05:00' }).waitFor();
    await expectAccessible(page);
    await choose(page, /^Preferred time slot/, 'Slot 3: 08:00–12:30 UTC');
    await group(page, 'Every time slot you could attend').getByLabel('Slot 4: 13:00–17:30 UTC').check();
    await choose(page, /^Preferred language/, 'Spanish');
    await group(page, 'Other languages you could study in').getByLabel('English').check();
    await page.getByRole('button', { name: 'Save logistics' }).click();
    await page.getByText(MESSAGES.comfortableInEnglish).waitFor();
    await page.getByLabel('I am comfortable studying in English').check();
    await page.getByRole('button', { name: 'Save logistics' }).click();
    await page.getByText(MESSAGES.logisticsUpdated).waitFor();
    const me = (await api.get<UserView>('/users/me/', grace.token)).body;
    expect(me).toMatchObject({
      user_profile_filled: true,
      logistic: { preferred_time_slot: 3, possible_time_slots: [4], preferred_language: 'spanish' },
    });
  }, 60_000);

  it('keeps a half-filled general info form through a reload, and asks before leaving it', async () => {
    const alan = await newApplicant(portal, api, 'Alan');
    const page = await signedInPage(browser, appUrl, alan, '/account');
    await page.getByRole('heading', { name: 'General Info and Demographics' }).waitFor();
    await choose(page, /^Highest degree/, 'Master’s degree');
    await page.getByLabel('Your research and interests').fill(RESEARCH);

    const prompts: string[] = [];
    page.once('dialog', (dialog) => {
      prompts.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    await page.getByRole('heading', { name: 'General Info and Demographics' }).waitFor();
    await expect(page.getByLabel('Your research and interests').inputValue()).resolves.toBe(RESEARCH);
    await expect(page.getByRole('combobox', { name: /^Highest degree/ }).textContent()).resolves.toContain(
      'Master’s degree',
    );
    expect(prompts).toEqual(['beforeunload']);
    expect((await api.get<UserView>('/users/me/', alan.token)).body.general_info).toBeNull();

    await page.getByRole('button', { name: 'Welcome, Alan' }).click();
    await page.getByRole('menuitem', { name: 'Logistics' }).click();
    await page.getByRole('dialog', { name: 'Leave without saving?' }).waitFor();
    await page.getByRole('button', { name: 'Stay on this page' }).click();
    expect(new URL(page.url()).pathname).toBe('/account');
  }, 30_000);

  it('ranks two applications, refusing a duplicate, and locks logistics once every deadline has passed', async () => {
    const admin = await adminToken(api);
    const courses = await Promise.all(
      ['Deep Learning', 'Climate Science'].map((name) => createCourse(api, admin, { name: `${name} ${Date.now()}` })),
    );
    const edsger = await newApplicant(portal, api, 'Edsger');
    await fillProfile(api, edsger.token);
    for (const course of courses) {
      const submitted = await api.post('/courses/student-applications/', studentForm(course), edsger.token);
      expect(submitted.status).toBe(201);
    }
    const [first, second] = courses.map((course) => `${course.name} (student)`);

    const page = await signedInPage(browser, appUrl, edsger, '/logistics');
    await page.getByRole('heading', { name: 'Preferences' }).waitFor();
    expect(await page.getByRole('combobox', { name: /^Preference \d/ }).count()).toBe(2);
    await choose(page, /^Preference 1/, second);
    await choose(page, /^Preference 2/, second);
    await page.getByRole('button', { name: 'Submit Preferences' }).click();
    await page.getByText(MESSAGES.preferencesMustBeUnique).waitFor();
    await page.getByText(MESSAGES.duplicatePreferences).waitFor();
    await expectAccessible(page);
    await choose(page, /^Preference 2/, first);
    await page.getByRole('button', { name: 'Submit Preferences' }).click();
    await page.getByText(MESSAGES.preferencesUpdated).waitFor();
    expect((await api.get<UserView>('/users/me/', edsger.token)).body.logistic).toMatchObject({
      preferred_application_1: `${courses[1].name} student`,
      preferred_application_2: `${courses[0].name} student`,
    });

    for (const course of courses) await updateCourse(api, admin, course.id, PHASES.closed);
    await page.reload();
    await page.getByText(MESSAGES.logisticsLocked).waitFor();
    expect(await page.getByRole('button', { name: 'Save logistics' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Submit Preferences' }).isDisabled()).toBe(true);
  }, 30_000);
});
