import type { ApplicationView } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { adminToken, daysFromNow, fillProfile } from '../api/applications-fixtures';
import { EXPLANATION, apply, freshCourse, offer, takeSteps } from '../api/enrollment-fixtures';
import { ApiClient } from '../api/identity-client';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { FileMailbox } from '../support/mailbox';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { expectAccessible } from './support/accessibility';
import { appUrlOf, newPage, suiteBrowser, type SuiteBrowser } from './support/browser';
import { staffPage } from './support/staff';
import { ifSet } from '../support/if-set';

/**
 * A waiver decided by staff (issue 57 item 5), through both apps: the student asks in the wizard and
 * is told it waits for staff; an admin reads the reason in the Fee waivers queue and approves; the
 * student is emailed and enrolled.
 */
describe('a fee waiver decided by staff, in the browser', () => {
  let portal: RunningPortal;
  let browser: SuiteBrowser;
  let api: ApiClient;
  let admin: string;
  let appUrl: string;
  let student: TestApplicant;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal('embedded'), suiteBrowser()]);
    appUrl = appUrlOf(portal);
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
    student = await newApplicant(portal, api, 'Hopeful');
    await fillProfile(api, student.token);
  }, 90_000);
  afterAll(async () => {
    await ifSet(browser)?.close();
    await ifSet(portal)?.stop();
  });

  /** The student's wizard on its waiver step (the steps before it taken through the API). */
  const waiverStep = async (id: string): Promise<Page> => {
    const page = await newPage(browser);
    await page.goto(`${appUrl}/help`);
    await page.evaluate(
      ([token, key]) => {
        localStorage.setItem('portal.token', token);
        sessionStorage.setItem(key, 'waive');
      },
      [student.token, `portal.wizard-step.${id}`],
    );
    await page.goto(`${appUrl}/course/${id}?type=student`);
    await page.getByRole('heading', { name: /Waive fee/ }).waitFor();
    return page;
  };

  it('is asked for by the student, approved by an admin from the queue, and emailed', async () => {
    const course = await freshCourse(api, admin, { fee_waivers: 'staff' });
    const id = await apply(api, student.token, course, 'student', { residing_country_during_course: 'France' });
    await offer(api, admin, id, daysFromNow(30));
    await takeSteps(api, student.token, id, 'reduced-fee', { funding: 'self_funded', hardship: false });

    const page = await waiverStep(id);
    await page.getByText('Our staff decide on waivers for this course').waitFor();
    await page.getByLabel(/^Reason for the fee waiver/).fill(EXPLANATION);
    await page.getByRole('button', { name: 'Ask for the fee waiver' }).click();
    await page.getByRole('status').getByText('Your request to waive the fee is with our staff').waitFor();
    expect(await page.getByRole('button', { name: 'Ask for the fee waiver' }).count()).toBe(0);
    await expectAccessible(page);

    const staff = await staffPage(browser, appUrl);
    await staff.goto(`${appUrl}/admin/fee-waivers`);
    const row = staff.getByRole('row').filter({ hasText: course.name });
    await row.first().getByText(EXPLANATION.trim().slice(0, 40)).waitFor();
    await expectAccessible(staff);
    await row.first().getByRole('button', { name: 'Approve' }).click();
    const dialog = staff.getByRole('dialog');
    await dialog.getByText(/is enrolled in .* with no fee to pay/).waitFor();
    await expectAccessible(staff);
    await dialog.getByRole('button', { name: 'Waive the fee' }).click();
    await staff.getByText('Fee waived; the student is emailed.').waitFor();

    const mail = new FileMailbox(portal.dataDir);
    const email = await mail.next({ to: student.email, subject: `Your fee for ${course.name} is waived` });
    expect(email.text).toContain('you are enrolled');
    const after = await api.get<ApplicationView>(`/courses/student-applications/${id}/`, student.token);
    expect(after.body.status).toBe('waived_fee');
  });
});
