import { MESSAGES } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { EXPLANATION } from '../../../api/enrollment-fixtures';
import { expectAccessible } from '../accessibility';
import type { WalkRole, Walker } from './cast';
import { type WalkMail, labelledLink } from './mail';

/** What the student gives as the reason for the waiver (the staff queue shows its start). */
export const WAIVER_REASON = EXPLANATION;

/** Whether `url` is the person's course dashboard in the applicant app (`/course/<application>?type=<role>`). */
export const isCourseDashboard =
  (appUrl: string, role: WalkRole) =>
  (url: URL): boolean =>
    url.origin === new URL(appUrl).origin &&
    /^\/course\/[^/]+$/.test(url.pathname) &&
    url.searchParams.get('type') === role;

/**
 * The person reads the decision email (offer or approval) and follows its "Go to your course
 * dashboard" link from the tab they are signed in to: the link takes them straight to the course.
 */
export async function followDecisionEmail(
  person: Walker,
  appUrl: string,
  mail: WalkMail,
  subject: string,
  sentence: string,
): Promise<void> {
  const email = await mail.next(person, subject);
  expect(email.text).toContain(`Hi ${person.firstName},`);
  expect(email.text).toContain(sentence);
  await person.page.goto(labelledLink(email, 'Go to your course dashboard'));
  await person.page.waitForURL(isCourseDashboard(appUrl, person.role));
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Wizard steps 1 and 2: the offer and its roles document taken up, the enrollment form confirmed. */
export async function acceptOffer(page: Page): Promise<void> {
  await heading(page, 'Your offer').waitFor();
  await page.getByRole('link', { name: /rules and responsibilities document/ }).waitFor();
  await expectAccessible(page);
  await page.getByLabel('I have read the rules and responsibilities document').check();
  await button(page, 'Accept and continue').click();
  await heading(page, 'Supplemental form').waitFor();
  await page.getByRole('link', { name: /Enrollment form/ }).waitFor();
  await page.getByLabel('I have filled out the airtable form').check();
  await button(page, 'Next').click();
  await heading(page, 'Course fee').waitFor();
  await page.getByRole('table', { name: 'Fee breakdown' }).getByRole('rowheader', { name: 'Total' }).waitFor();
  await expectAccessible(page);
}

/** Funding (paying oneself halves the fee) and hardship (no), to the fee as it now stands. */
async function answerFundingAndHardship(page: Page): Promise<void> {
  await button(page, 'Apply for a reduced fee').click();
  await heading(page, 'Funding').waitFor();
  await page.getByLabel('No, I am paying the fee myself').check();
  await page.getByLabel(/^Please explain your funding situation/).fill(EXPLANATION);
  await expectAccessible(page);
  await button(page, 'Next').click();
  await heading(page, 'Hardship discount').waitFor();
  await page.getByLabel('No', { exact: true }).check();
  await page.getByLabel(/^Please explain your financial situation/).fill(EXPLANATION);
  await button(page, 'Next').click();
  await heading(page, 'Your reduced fee').waitFor();
  await page
    .getByRole('table', { name: 'Fee breakdown' })
    .getByRole('rowheader', { name: 'Self-funded discount' })
    .waitFor();
  await expectAccessible(page);
}

/**
 * Pay on the step shown, through the Stripe stand-in's hosted checkout and back to the enrolled
 * dashboard; the receipt email says the fee is paid.
 */
async function payThroughCheckout(person: Walker, mail: WalkMail): Promise<void> {
  const { page } = person;
  await button(page, 'Pay').click();
  await page.waitForURL(/\/demo\/stripe\/pay\//);
  await expectAccessible(page);
  await button(page, 'Pay').click();
  await page.getByText(/Congrats, you are officially enrolled/).waitFor();
  await expectAccessible(page);
  const receipt = await mail.next(person, 'Payment received');
  expect(receipt.text).toContain('Your course fee is paid and you are enrolled.');
}

/** The full fee, paid. */
export async function payFullFee(person: Walker, mail: WalkMail): Promise<void> {
  await acceptOffer(person.page);
  await payThroughCheckout(person, mail);
}

/** The fee halved for paying oneself, then paid. */
export async function payReducedFee(person: Walker, mail: WalkMail): Promise<void> {
  await acceptOffer(person.page);
  await answerFundingAndHardship(person.page);
  await payThroughCheckout(person, mail);
}

/** After funding and hardship, the waiver asked of staff with the reason: the wizard says it waits for them. */
export async function askForWaiver(person: Walker): Promise<void> {
  const { page } = person;
  await acceptOffer(page);
  await answerFundingAndHardship(page);
  await button(page, 'Request a fee waiver').click();
  await heading(page, 'Waive fee').waitFor();
  await page.getByText('Our staff decide on waivers for this course').waitFor();
  await page.getByLabel(/^Reason for the fee waiver/).fill(WAIVER_REASON);
  await button(page, 'Ask for the fee waiver').click();
  await page.getByRole('status').getByText('Your request to waive the fee is with our staff').waitFor();
  await expectAccessible(page);
}

/** The TA's offer: the agreement read above its box, signed; the dashboard says what happens next. */
export async function signTaAgreement(person: Walker): Promise<void> {
  const { page } = person;
  await heading(page, 'Teaching assistant agreement and onboarding').waitFor();
  await page
    .getByRole('region', { name: 'The agreement' })
    .getByText('Teaching assistant contractor agreement')
    .waitFor();
  await button(page, 'Sign the agreement and enroll').click();
  await page.getByText(MESSAGES.requiredField).waitFor();
  await page.getByLabel('I have read and agree to the teaching assistant contractor agreement').check();
  await expectAccessible(page);
  await button(page, 'Sign the agreement and enroll').click();
  await heading(page, 'Agreement signed').waitFor();
  await page.getByText('You will be placed in a pod; we will email you when pods are formed.').waitFor();
  await expectAccessible(page);
}
