import { MESSAGES, type UserView } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { adminToken, createCourse, fillProfile, studentForm } from '../api/applications-fixtures';
import { ApiClient } from '../api/identity-client';
import { newApplicant } from '../support/applicants';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { expectAccessible } from './support/accessibility';
import { appUrlOf, suiteBrowser, newPage, storedToken, type SuiteBrowser } from './support/browser';
import { newestLink } from './support/email-links';
import { pickOption, pickSuggestion, press, tick, typeInto } from './support/keyboard';
import { ifSet } from '../support/if-set';
import { defined } from '../support/defined';

const group = (page: Page, legend: string) => page.getByRole('group', { name: legend });
const combobox = (page: Page, label: RegExp) => page.getByRole('combobox', { name: label });

/** Every account, profile and logistics form, completed with the keyboard alone (no click anywhere). */
describe('the account and profile forms, by keyboard alone', () => {
  let portal: RunningPortal;
  let browser: SuiteBrowser;
  let api: ApiClient;
  let appUrl: string;
  let page: Page;
  const person = { email: 'keys.only@example.org', password: 'typed-not-clicked-1', newPassword: 'still-no-mouse-2' };

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal('embedded'), suiteBrowser()]);
    api = new ApiClient(portal.baseUrl);
    appUrl = appUrlOf(portal);
    page = await newPage(browser);
    page.on('dialog', (dialog) => void dialog.accept());
  }, 90_000);
  afterAll(async () => {
    await ifSet(browser)?.close();
    await ifSet(portal)?.stop();
  });

  it('signs up, asks for a new password, resets it and signs in', async () => {
    await page.goto(`${appUrl}/sign-up`);
    // Each page's heading first: a route change shows the old page until the new one has loaded.
    await page.getByRole('heading', { name: 'Sign up' }).waitFor();
    await typeInto(page, page.getByLabel('First name'), 'Keys');
    await typeInto(page, page.getByLabel('Last name'), 'Only');
    await typeInto(page, page.getByLabel(/^Email/), person.email);
    await typeInto(page, page.getByLabel(/^Password/), person.password);
    await typeInto(page, page.getByLabel('Confirm password'), person.password);
    await press(page, page.getByRole('button', { name: 'Sign up', exact: true }));
    await page.getByText(MESSAGES.confirmationMessageSent).waitFor();
    await page.waitForURL(`${appUrl}/sign-in`);
    await page.goto(await newestLink(portal.dataDir, person.email, '/verification'));
    await page.waitForURL(`${appUrl}/sign-in`);

    await press(page, page.getByRole('link', { name: 'Forgot password?' }));
    await page.waitForURL(`${appUrl}/forgot-password`);
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
    await typeInto(page, page.getByLabel(/^Email/), person.email);
    await press(page, page.getByRole('button', { name: 'Send instructions' }));
    await page.getByText(MESSAGES.instructionsHaveBeenSent).waitFor();

    await page.goto(await newestLink(portal.dataDir, person.email, '/reset-password'));
    await page.getByRole('heading', { name: 'Reset password' }).waitFor();
    await typeInto(page, page.getByLabel('New password'), person.newPassword);
    await typeInto(page, page.getByLabel('Confirm password'), person.newPassword);
    await press(page, page.getByRole('button', { name: 'Reset password' }));
    await page.getByText(MESSAGES.passwordHasBeenReset).waitFor();
    await page.waitForURL(`${appUrl}/sign-in`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();

    await typeInto(page, page.getByLabel(/^Email/), person.email);
    await typeInto(page, page.getByLabel(/^Password/), person.newPassword);
    await tick(page, page.getByLabel('Check me out'));
    await press(page, page.getByRole('button', { name: 'Login' }));
    await page.getByRole('button', { name: 'Welcome, Keys' }).waitFor();
    expect(await storedToken(page)).toBeTruthy();
  }, 60_000);

  it('edits the profile, then fills general info and demographics', async () => {
    await page.goto(`${appUrl}/account`);
    await page.getByRole('heading', { name: 'Edit Profile' }).waitFor();
    await typeInto(page, page.getByLabel('Last name'), 'Typed');
    await press(page, page.getByRole('button', { name: 'Update profile' }));
    await page.getByText(MESSAGES.profileHasBeenUpdated).waitFor();

    await tick(page, page.getByLabel('I am 18 years old or older'));
    await pickOption(page, combobox(page, /^Highest degree/), 'Master’s degree');
    await pickOption(page, combobox(page, /^Year earned/), '2019');
    await pickSuggestion(page, combobox(page, /^Institution$/), 'University of Gh', 'University of Ghana');
    await expect(combobox(page, /^Institution country/).inputValue()).resolves.toBe('Ghana');
    await pickOption(page, combobox(page, /^Current status/), 'PhD student');
    await pickOption(page, combobox(page, /^Time in your current position/), 'One year');
    await typeInto(page, page.getByLabel('Your research and interests'), 'Spiking networks and learning.');
    await tick(page, group(page, 'Opportunities you would like to be matched with').getByLabel('Conferences'));
    await tick(page, group(page, 'Gender').getByLabel('Female'));
    await tick(page, group(page, 'Race and ethnicity').getByLabel('Black'));
    await pickSuggestion(page, combobox(page, /^Country of origin/), 'Nige', 'Nigeria');
    await pickOption(page, combobox(page, /^Did your parents complete college/), 'Yes');
    await pickOption(page, combobox(page, /^Do you have dependents at home/), 'No');
    await pickOption(page, combobox(page, /^Socioeconomic situation/), 'Average');
    // The edit's own 'Profile has been updated' may still show: wait for this save's last request.
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/users/demographic/') && response.request().method() === 'POST',
    );
    await press(page, page.getByRole('button', { name: 'Save general info and demographics' }));
    expect((await saved).status()).toBe(201);
    await page.getByText(MESSAGES.profileHasBeenUpdated).waitFor();
    const me = (await api.get<UserView>('/users/me/', defined(await storedToken(page), 'a stored token'))).body;
    expect(me).toMatchObject({
      last_name: 'Typed',
      general_info: { highest_degree: 'masters_degree', highest_degree_year_earned: 2019, status: 'phd_student' },
      demographic: { gender: ['female'], country_of_origin: 'Nigeria', socioeconomic_situation: 'average' },
    });
  }, 60_000);

  it('saves logistics', async () => {
    await page.goto(`${appUrl}/logistics`);
    await page.getByRole('button', { name: 'Save logistics' }).waitFor();
    await pickOption(page, combobox(page, /^Preferred time slot/), 'Slot 2: 04:30–09:00 UTC');
    await tick(page, group(page, 'Every time slot you could attend').getByLabel('Slot 3: 08:00–12:30 UTC'));
    await pickOption(page, combobox(page, /^Preferred language/), 'French');
    await tick(page, group(page, 'Other languages you could study in').getByLabel('English'));
    await tick(page, page.getByLabel('I am comfortable studying in English'));
    await press(page, page.getByRole('button', { name: 'Save logistics' }));
    await page.getByText(MESSAGES.logisticsUpdated).waitFor();
    const me = (await api.get<UserView>('/users/me/', defined(await storedToken(page), 'a stored token'))).body;
    expect(me.logistic).toMatchObject({
      preferred_time_slot: 2,
      possible_time_slots: [3],
      preferred_language: 'french',
    });
    await expectAccessible(page);
  }, 60_000);

  it('ranks two applications', async () => {
    const admin = await adminToken(api);
    const courses = await Promise.all(['Optics', 'Acoustics'].map((name) => createCourse(api, admin, { name })));
    const applicant = await newApplicant(portal, api, 'Ranker');
    await fillProfile(api, applicant.token);
    for (const course of courses) {
      expect((await api.post('/courses/student-applications/', studentForm(course), applicant.token)).status).toBe(201);
    }
    const ranker = await newPage(browser);
    await ranker.goto(`${appUrl}/help`);
    await ranker.evaluate((token) => localStorage.setItem('portal.token', token), applicant.token);
    await ranker.goto(`${appUrl}/logistics`);
    await ranker.getByRole('heading', { name: 'Preferences' }).waitFor();
    await pickOption(ranker, combobox(ranker, /^Preference 1/), 'Acoustics (student)');
    await pickOption(ranker, combobox(ranker, /^Preference 2/), 'Optics (student)');
    await press(ranker, ranker.getByRole('button', { name: 'Submit Preferences' }));
    await ranker.getByText(MESSAGES.preferencesUpdated).waitFor();
    expect((await api.get<UserView>('/users/me/', applicant.token)).body.logistic).toMatchObject({
      preferred_application_1: 'Acoustics student',
      preferred_application_2: 'Optics student',
    });
    await ranker.context().close();
  }, 60_000);
});
