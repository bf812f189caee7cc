import { MESSAGES } from '@portal/contracts';
import type { Locator, Page } from 'playwright-core';
import { linkIn } from '../../../support/mailbox';
import { expectAccessible } from '../accessibility';
import { choose, group } from '../application-form';
import type { Walker } from './cast';
import type { WalkMail } from './mail';

/** The header's menu, named after the person, to one of its pages. */
export async function openFromMenu(page: Page, person: Walker, item: string): Promise<void> {
  await page.getByRole('button', { name: `Welcome, ${person.firstName}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/**
 * A new person from the home page: sign-up, the confirmation email's link, sign-in. The email is read
 * as they would read it: addressed to them by name, the link the way in.
 */
export async function signUp(person: Walker, appUrl: string, mail: WalkMail): Promise<void> {
  const { page } = person;
  await page.goto(`${appUrl}/`);
  await page.getByRole('link', { name: 'Apply Now' }).first().waitFor();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Apply Now' }).first().click();
  await page.waitForURL(`${appUrl}/sign-in`);
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  await expectAccessible(page);
  await page.getByRole('link', { name: /sign up/i }).click();
  await page.waitForURL(`${appUrl}/sign-up`);
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel(/^Email/).fill(person.email);
  await page.getByLabel(/^Password/).fill(person.password);
  await page.getByLabel('Confirm password').fill(person.password);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await page.getByText(MESSAGES.confirmationMessageSent).waitFor();

  const email = await mail.next(person, 'Confirm your email address');
  expect(email.text).toContain(`Hi ${person.firstName},`);
  expect(email.text).toContain('Please confirm your email address by opening this link:');
  await page.goto(linkIn(email, '/verification').toString());
  await page.waitForURL(`${appUrl}/sign-in`);
  await page.getByLabel(/^Email/).fill(person.email);
  await page.getByLabel(/^Password/).fill(person.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText(MESSAGES.welcomeNotice).waitFor();
  await page.getByRole('button', { name: `Welcome, ${person.firstName}` }).waitFor();
}

/** The profile (general info and demographics) and the logistics that applying asks for first. */
export async function fillProfile(person: Walker, appUrl: string): Promise<void> {
  const { page } = person;
  await openFromMenu(page, person, 'Profile');
  await page.waitForURL(`${appUrl}/account`);
  await page.getByRole('heading', { name: 'General Info and Demographics' }).waitFor();
  await tickUntilChecked(page.getByLabel('I am 18 years old or older'));
  await choose(page, /^Highest degree/, 'Doctoral degree');
  await choose(page, /^Year earned/, '2019');
  await page.getByRole('combobox', { name: 'Institution', exact: true }).fill('University of Gh');
  await page.getByRole('option', { name: 'University of Ghana', exact: true }).click();
  await choose(page, /^Current status/, 'Postdoc');
  await choose(page, /^Time in your current position/, 'One year');
  await page.getByLabel('Your research and interests').fill('How populations of neurons represent choices.');
  await group(page, 'Gender').getByLabel('Prefer not to say').check();
  await group(page, 'Race and ethnicity').getByLabel('Prefer not to say').check();
  await page.getByRole('combobox', { name: 'Country of origin' }).fill(person.countryOfOrigin.slice(0, 5));
  await page.getByRole('option', { name: person.countryOfOrigin, exact: true }).click();
  await choose(page, /^Did your parents complete college/, 'No');
  await choose(page, /^Do you have dependents at home/, 'No');
  await choose(page, /^Socioeconomic situation/, 'Average');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save general info and demographics' }).click();
  await page.getByText(MESSAGES.profileHasBeenUpdated).waitFor();

  // Everyone in one time slot and language, so that the matching can put them in one pod.
  await openFromMenu(page, person, 'Logistics');
  await page.waitForURL(`${appUrl}/logistics`);
  await choose(page, /^Preferred time slot/, 'Slot 4: 13:00–17:30 UTC');
  await choose(page, /^Preferred language/, 'English');
  await page.getByLabel('I am comfortable studying in English').check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save logistics' }).click();
  await page.getByText(MESSAGES.logisticsUpdated).waitFor();
}

/**
 * Ticks a box until it stays ticked. On a loaded CI machine with five people signing up at once, a
 * first click on the just-drawn profile form was once undone by the form's own first render
 * (Playwright: "Clicking the checkbox did not change its state"); the walk is about the season, so it
 * ticks again rather than fail there, and the condition it waits for is the box checked.
 */
async function tickUntilChecked(box: Locator): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await box.check({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}
