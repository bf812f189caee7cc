import { type ApplicationView, MESSAGES } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { adminToken, daysFromNow, fillProfile } from '../api/applications-fixtures';
import { EXPLANATION, type Role, apply, freshCourse, offer } from '../api/enrollment-fixtures';
import { ApiClient } from '../api/identity-client';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { expectAccessible } from './support/accessibility';
import { appUrlOf, suiteBrowser, newPage, type SuiteBrowser } from './support/browser';
import { press, tick } from './support/keyboard';
import { ifSet } from '../support/if-set';

/** The course dashboards in the browser: a student pays, waives or declines an offer; a TA signs the agreement. */
describe('course dashboards and the enrollment wizard, in the browser', () => {
  let portal: RunningPortal;
  let browser: SuiteBrowser;
  let api: ApiClient;
  let admin: string;
  let appUrl: string;
  let student: TestApplicant;
  let ta: TestApplicant;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal('embedded'), suiteBrowser()]);
    appUrl = appUrlOf(portal);
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
    [student, ta] = await Promise.all([newApplicant(portal, api, 'Ada'), newApplicant(portal, api, 'Tom')]);
    await Promise.all([fillProfile(api, student.token), fillProfile(api, ta.token)]);
  }, 90_000);
  afterAll(async () => {
    await ifSet(browser)?.close();
    await ifSet(portal)?.stop();
  });

  /** An application with an open offer, on a course of its own season (Germany: a fee above zero). */
  const offered = async (applicant: TestApplicant, role: Role) => {
    const course = await freshCourse(api, admin, { roles_document_url: 'https://example.org/roles.pdf' });
    const id = await apply(api, applicant.token, course, role, { residing_country_during_course: 'Germany' });
    await offer(api, admin, id, daysFromNow(30));
    return id;
  };

  const openDashboard = async (applicant: TestApplicant, id: string, role: Role): Promise<Page> => {
    const page = await newPage(browser);
    await page.goto(`${appUrl}/sign-in`);
    await page.evaluate((value) => localStorage.setItem('portal.token', value), applicant.token);
    await page.goto(`${appUrl}/course/${id}?type=${role}`);
    return page;
  };

  /** Steps 1 and 2: the roles document (a snackbar while unticked), then the supplemental form. */
  const acceptOffer = async (page: Page) => {
    await page.getByRole('heading', { name: 'Your offer' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Accept and continue' }).click();
    await page.getByText(MESSAGES.confirmRolesDocument).waitFor();
    await page.getByLabel('I have read the rules and responsibilities document').check();
    await page.getByRole('button', { name: 'Accept and continue' }).click();

    await page.getByRole('heading', { name: 'Supplemental form' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(MESSAGES.requiredField).waitFor();
    await expectAccessible(page);
    await page.getByLabel('I have filled out the airtable form').check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Course fee' }).waitFor();
  };

  it('pays through the hosted checkout and lands on the enrolled view', async () => {
    const id = await offered(student, 'student');
    const page = await openDashboard(student, id, 'student');
    await acceptOffer(page);
    const fee = page.getByRole('table', { name: 'Fee breakdown' });
    await fee.getByRole('rowheader', { name: 'Processing fee (non-refundable)' }).waitFor();
    await fee.getByRole('rowheader', { name: 'Total' }).waitFor();
    expect(await page.getByRole('button', { name: 'Waive fee and enroll' }).count()).toBe(0);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(/\/demo\/stripe\/pay\//);
    expect(await page.title()).toBe('Demo Stripe (stand-in)');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByText(/Congrats, you are officially enrolled/).waitFor();
    await expectAccessible(page);

    await page.goto(`${appUrl}/account`);
    await page.getByRole('tab', { name: 'Documents' }).click();
    await page.getByRole('table', { name: 'Receipts' }).getByRole('cell', { name: /\$$/ }).waitFor();
    await page.context().close();
  }, 30_000);

  it('waives the fee when staff offer the waiver, the reason needing 200 characters', async () => {
    const id = await offered(student, 'student');
    const flags = { student_waive_fee_option_flag: true, student_application_pwyc_option_flag: false };
    expect((await api.post(`/admin/applications/${id}/fee-options/`, flags, admin)).status).toBe(200);
    const page = await openDashboard(student, id, 'student');
    await acceptOffer(page);
    await page.getByRole('button', { name: 'Waive fee and enroll' }).click();
    await page.getByRole('heading', { name: 'Waive fee' }).waitFor();
    await page.getByLabel(/^Reason for the fee waiver/).fill('Too dear.');
    await page.getByRole('button', { name: 'Waive fee and enroll' }).click();
    await page.getByText(MESSAGES.minimumLength200).waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.getByRole('heading', { name: 'Course fee' }).waitFor();
    await page.getByRole('button', { name: 'Waive fee and enroll' }).click();
    await page.getByLabel(/^Reason for the fee waiver/).fill(EXPLANATION);
    await page.getByRole('button', { name: 'Waive fee and enroll' }).click();
    await page.getByText(/Congrats, you are officially enrolled/).waitFor();
    await page.context().close();
  }, 30_000);

  it('declines an offer after the confirmation and goes home', async () => {
    const id = await offered(student, 'student');
    const page = await openDashboard(student, id, 'student');
    await page.getByRole('heading', { name: 'Your offer' }).waitFor();
    await page.getByRole('button', { name: 'Decline offer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await dialog.waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Decline offer' }).click();
    await page.waitForURL(`${appUrl}/`);
    expect((await api.get<ApplicationView>(`/courses/student-applications/${id}/`, student.token)).body.status).toBe(
      'declined',
    );

    await page.goto(`${appUrl}/course/${id}?type=student`);
    await page.getByRole('heading', { name: 'Offer declined' }).waitFor();
    await expectAccessible(page);
    await page.goto(`${appUrl}/course/${id}?type=tutor`);
    await page.waitForURL(`${appUrl}/`);
    await page.context().close();
  }, 30_000);

  it("keeps the decline dialog open with the server's reason when the offer was taken up meanwhile", async () => {
    const id = await offered(student, 'student');
    const page = await openDashboard(student, id, 'student');
    await page.getByRole('heading', { name: 'Your offer' }).waitFor();
    await page.getByRole('button', { name: 'Decline offer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await dialog.waitFor();
    // Taken up in another tab: the offer can no longer be declined.
    const path = `/courses/student-applications/${id}/roles-document/`;
    expect((await api.post(path, { read_roles_document: true }, student.token)).status).toBe(200);
    await dialog.getByRole('button', { name: 'Decline offer' }).click();
    await dialog.getByRole('alert').getByText(MESSAGES.youCannotPerformThisAction).waitFor();
    await page.getByText(MESSAGES.anErrorAppeared).waitFor();
    await expectAccessible(page);
    expect((await api.get<ApplicationView>(`/courses/student-applications/${id}/`, student.token)).body.status).toBe(
      'accepted',
    );
    await page.context().close();
  }, 30_000);

  it('signs the TA agreement and sees the confirmation', async () => {
    const id = await offered(ta, 'ta');
    const page = await openDashboard(ta, id, 'ta');
    await page.getByRole('heading', { name: 'Teaching assistant agreement and onboarding' }).waitFor();
    // By keyboard alone, like every form.
    await press(page, page.getByRole('button', { name: 'Sign the agreement and enroll' }));
    await page.getByText(MESSAGES.requiredField).waitFor();
    await expectAccessible(page);
    await tick(page, page.getByLabel('I have read and agree to the teaching assistant contractor agreement'));
    await press(page, page.getByRole('button', { name: 'Sign the agreement and enroll' }));
    await page.getByRole('heading', { name: 'Agreement signed' }).waitFor();
    await expectAccessible(page);
    await page.context().close();
  }, 30_000);
});
