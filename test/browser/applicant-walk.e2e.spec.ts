import { MESSAGES } from '@portal/contracts';
import { type Course, adminToken, createCourse } from '../api/applications-fixtures';
import { ApiClient } from '../api/identity-client';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { expectAccessible } from './support/accessibility';
import { choose, fillStudentForm, fillTaForm, group, openApplicationForm } from './support/application-form';
import { appUrlOf, suiteBrowser, newPage, type SuiteBrowser } from './support/browser';
import { newestLink } from './support/email-links';
import { ifSet } from '../support/if-set';

const STUDENT_INTRO = 'Students: eight hours of tutorials each weekday, then a group project.';
const TA_INTRO = 'Teaching assistants: forty hours a week, plus two days of training.';

/**
 * One new person, one browser tab, from the first visit to a withdrawn application (issue #8): every
 * page on the way is checked with axe at phone width, and the spec's words are read on screen.
 */
describe('a new applicant’s whole first visit, in one browser session', () => {
  let portal: RunningPortal;
  let browser: SuiteBrowser;
  let appUrl: string;
  let course: Course;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal('embedded'), suiteBrowser()]);
    appUrl = appUrlOf(portal);
    const api = new ApiClient(portal.baseUrl);
    course = await createCourse(api, await adminToken(api), {
      student_intro_text: STUDENT_INTRO,
      ta_intro_text: TA_INTRO,
    });
  }, 90_000);
  afterAll(async () => {
    await ifSet(browser)?.close();
    await ifSet(portal)?.stop();
  });

  it('signs up, verifies, signs in, fills profile and logistics, applies twice, edits and withdraws', async () => {
    const person = { email: 'rosalind.walk@example.org', password: 'double-helix-1953' };
    const page = await newPage(browser);
    page.on('dialog', (dialog) => void dialog.accept());

    // Home, then the way to sign up.
    await page.goto(`${appUrl}/`);
    await page.getByRole('link', { name: 'Apply Now' }).first().waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Apply Now' }).first().click();
    await page.waitForURL(`${appUrl}/sign-in`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: /sign up/i }).click();
    await page.waitForURL(`${appUrl}/sign-up`);
    await page.getByLabel('First name').fill('Rosalind');
    await page.getByLabel('Last name').fill('Franklin');
    await page.getByLabel(/^Email/).fill(person.email);
    await page.getByLabel(/^Password/).fill(person.password);
    await page.getByLabel('Confirm password').fill(person.password);
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await page.getByText(MESSAGES.confirmationMessageSent).waitFor();
    await page.waitForURL(`${appUrl}/sign-in`);

    // The link from the email outbox, then sign-in.
    await page.goto(await newestLink(portal.dataDir, person.email, '/verification'));
    await page.waitForURL(`${appUrl}/sign-in`);
    await page.getByLabel(/^Email/).fill(person.email);
    await page.getByLabel(/^Password/).fill(person.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText(MESSAGES.welcomeNotice).waitFor();
    await page.getByRole('button', { name: 'Welcome, Rosalind' }).waitFor();
    await expectAccessible(page);

    // Before the profile is filled, applying is blocked with the spec's reason.
    await page.getByRole('button', { name: 'Welcome, Rosalind' }).click();
    await page.getByRole('menuitem', { name: 'Applications' }).click();
    await page.waitForURL(`${appUrl}/applications`);
    const card = page.getByRole('article', { name: course.name });
    await card.getByText(MESSAGES.profileNotFilled).first().waitFor();
    await expectAccessible(page);

    // Profile: general info and demographics.
    await page.getByRole('button', { name: 'Welcome, Rosalind' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.waitForURL(`${appUrl}/account`);
    await page.getByRole('heading', { name: 'General Info and Demographics' }).waitFor();
    await expectAccessible(page);
    await page.getByLabel('I am 18 years old or older').check();
    await choose(page, /^Highest degree/, 'Doctoral degree');
    await choose(page, /^Year earned/, '2015');
    await page.getByRole('combobox', { name: 'Institution', exact: true }).fill('University of Gh');
    await page.getByRole('option', { name: 'University of Ghana', exact: true }).click();
    await choose(page, /^Current status/, 'Postdoc');
    await choose(page, /^Time in your current position/, 'One year');
    await page.getByLabel('Your research and interests').fill('X-ray crystallography of viruses.');
    await group(page, 'Gender').getByLabel('Female').check();
    await group(page, 'Race and ethnicity').getByLabel('White').check();
    await page.getByRole('combobox', { name: 'Country of origin' }).fill('United K');
    await page.getByRole('option', { name: 'United Kingdom', exact: true }).click();
    await choose(page, /^Did your parents complete college/, 'Yes');
    await choose(page, /^Do you have dependents at home/, 'No');
    await choose(page, /^Socioeconomic situation/, 'Above average');
    await page.getByRole('button', { name: 'Save general info and demographics' }).click();
    await page.getByText(MESSAGES.profileHasBeenUpdated).waitFor();

    // Logistics.
    await page.getByRole('button', { name: 'Welcome, Rosalind' }).click();
    await page.getByRole('menuitem', { name: 'Logistics' }).click();
    await page.waitForURL(`${appUrl}/logistics`);
    await choose(page, /^Preferred time slot/, 'Slot 4: 13:00–17:30 UTC');
    await choose(page, /^Preferred language/, 'English');
    await page.getByLabel('I am comfortable studying in English').check();
    await page.getByRole('button', { name: 'Save logistics' }).click();
    await page.getByText(MESSAGES.logisticsUpdated).waitFor();
    await expectAccessible(page);

    // Apply as a student, then as a TA.
    await page.getByRole('button', { name: 'Welcome, Rosalind' }).click();
    await page.getByRole('menuitem', { name: 'Applications' }).click();
    await card.getByRole('link', { name: 'Apply as student.' }).waitFor();
    await expectAccessible(page);
    await card.getByRole('link', { name: 'Apply as student.' }).click();
    await page.getByText(STUDENT_INTRO).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Next Page' }).click();
    await fillStudentForm(page, 'I want to learn how networks compute.');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.getByText(MESSAGES.applicationIsSubmitted).waitFor();
    await page.waitForURL(`${appUrl}/applications`);
    await card.getByText(MESSAGES.applicationAlreadySended).waitFor();

    await openApplicationForm(page, course.name, 'Apply as teaching assistant.');
    await fillTaForm(page);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.getByText(MESSAGES.applicationIsSubmitted).waitFor();
    await page.waitForURL(`${appUrl}/applications`);
    const studentRow = page.getByRole('row').filter({ hasText: 'Student' }).filter({ hasText: course.name });
    const taRow = page.getByRole('row').filter({ hasText: 'Teaching assistant' }).filter({ hasText: course.name });
    await taRow.waitFor();
    expect(await studentRow.getByRole('cell').nth(2).textContent()).toBe('Applied');
    await expectAccessible(page);

    // Edit the student application: its answers come back as defaults.
    await studentRow.getByRole('link', { name: course.name }).click();
    await page.getByText(STUDENT_INTRO).waitFor();
    await page.getByRole('button', { name: 'Next Page' }).click();
    const motivation = page.getByLabel(/^Your motivation and educational background/);
    await expect(motivation.inputValue()).resolves.toBe('I want to learn how networks compute.');
    await motivation.fill('I want to learn how networks of neurons compute.');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Update application' }).click();
    await page.getByText(MESSAGES.applicationIsUpdated).waitFor();
    await page.waitForURL(`${appUrl}/applications`);

    // Withdraw the TA application after the warning.
    await taRow.getByRole('button', { name: 'Withdraw' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw your application?' });
    await dialog.getByText(/This action is irreversible\./).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await taRow.waitFor({ state: 'detached' });
    await studentRow.waitFor();
    await page.context().close();
  }, 180_000);
});
