import type { Page } from 'playwright-core';
import { adminToken } from '../api/applications-fixtures';
import { ApiClient } from '../api/identity-client';
import { type Cohort, eventually, smallCohort } from '../api/pods-fixtures';
import type { TestApplicant } from '../support/applicants';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { appUrlOf, suiteBrowser, type SuiteBrowser } from './support/browser';
import { staffPage } from './support/staff';
import { expectAccessible } from './support/accessibility';
import { ifSet } from '../support/if-set';
import type { CertificateListRow, MatchingProposalView, PodView } from '@portal/contracts';
import { defined } from '../support/defined';

/**
 * axe finds nothing and nothing is wider than the window. react-admin 5.15 puts the row checkbox's
 * aria-label on MUI 9's wrapper span: those checkboxes are left out, as in staff.e2e.spec.ts.
 */
const expectPageAccessible = (page: Page) =>
  expectAccessible(page, { exclude: '.RaDataTable-checkbox', fromTop: true });

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const filterOf = (filter: Record<string, unknown>) => encodeURIComponent(JSON.stringify(filter));

describe('the staff app’s matching, pods and certificates, in the browser', () => {
  let portal: RunningPortal;
  let browser: SuiteBrowser;
  let appUrl: string;
  let api: ApiClient;
  let admin: string;
  let cohort: Cohort;

  const nameOf = (applicationId: string) => {
    const index = cohort.students.findIndex((student) => cohort.applications.get(student) === applicationId);
    return `${['Ada', 'Ben', 'Cy', 'Dee'][index]} Applicant`;
  };
  const personOf = (applicationId: string) =>
    cohort.students.find((student) => cohort.applications.get(student) === applicationId) as TestApplicant;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal('embedded'), suiteBrowser()]);
    appUrl = appUrlOf(portal);
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
    cohort = await smallCohort(portal, api, admin);
  }, 180_000);
  afterAll(async () => {
    await ifSet(browser)?.close();
    await ifSet(portal)?.stop();
  });

  it('runs a matching, shows its objective, bound and unmatched, moves a student and applies it', async () => {
    const page = await staffPage(browser, appUrl);
    await page.goto(`${appUrl}/admin/matching`);
    await page.getByRole('cell', { name: cohort.course.name }).click();
    await page.getByText('No matching has been run for this course yet.').waitFor();

    await page.getByLabel('Minimum pod size').fill('1');
    await page.getByLabel('Target pod size').fill('2');
    await page.getByLabel('Maximum pod size').fill('2');
    await page.getByRole('button', { name: 'Run matching' }).click();
    await page.getByRole('heading', { name: 'Objective' }).waitFor();
    await page.getByRole('rowheader', { name: 'Bound', exact: true }).waitFor();
    await page.getByRole('rowheader', { name: 'Gap', exact: true }).waitFor();
    await page.getByText('Everyone is matched.').waitFor();
    await expectPageAccessible(page);

    const proposal = (await api.get<MatchingProposalView>(`/admin/matching/${cohort.course.id}/`, admin)).body;
    const [first, second] = proposal.pods;
    const pod = (name: string) => page.getByRole('list', { name: `Students of ${name}` });
    await pod(first.name).getByText(nameOf(first.studentIds[0])).waitFor();

    // A third student in a pod of at most two breaks a hard constraint: refused, with the reason.
    await choose(page, 'Student', nameOf(second.studentIds[0]));
    await choose(page, 'Move to', first.name);
    await page.getByRole('button', { name: 'Move student' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /size|students/i })
      .waitFor();

    // Out of every pod: unmatched, removed by staff; then into the other pod, which has room.
    const leaving = nameOf(first.studentIds[0]);
    await choose(page, 'Student', leaving);
    await choose(page, 'Move to', 'Out of every pod');
    await page.getByRole('button', { name: 'Move student' }).click();
    await page.getByRole('row', { name: new RegExp(`${leaving}.*Removed by staff`) }).waitFor();
    await choose(page, 'Student', nameOf(second.studentIds[0]));
    await choose(page, 'Move to', first.name);
    await page.getByRole('button', { name: 'Move student' }).click();
    await pod(first.name).getByText(nameOf(second.studentIds[0])).waitFor();
    await choose(page, 'Student', leaving);
    await choose(page, 'Move to', second.name);
    await page.getByRole('button', { name: 'Move student' }).click();
    await pod(second.name).getByText(leaving).waitFor();
    await page.getByText('Everyone is matched.').waitFor();

    await page.getByRole('button', { name: 'Apply matching' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Apply matching' }).click();
    await page.getByText(/the pods are formed/).waitFor();
    expect((await api.get<MatchingProposalView>(`/admin/matching/${cohort.course.id}/`, admin)).body.status).toBe(
      'formed',
    );
    await expectPageAccessible(page);
    await page.context().close();
  }, 90_000);

  it('lists the pods and megapods, and sets a pod’s meeting', async () => {
    const page = await staffPage(browser, appUrl);
    await page.goto(`${appUrl}/admin/megapods?filter=${filterOf({ course: cohort.course.id })}`);
    await page.locator('tbody tr').first().waitFor();
    await expectPageAccessible(page);

    await page.goto(`${appUrl}/admin/pods?filter=${filterOf({ course: cohort.course.id })}`);
    await eventually(async () => (await page.locator('tbody tr').count()) === 2, 'two pods');
    await expectPageAccessible(page);
    await page.locator('tbody tr').first().click();
    await page.getByRole('heading', { name: 'Students' }).waitFor();
    await page.getByLabel('Meeting link').fill('https://zoom.example/j/42');
    await page.getByLabel('Claim host key').fill('424242');
    await page.getByLabel('Login email').fill('pod42@example.org');
    await page.getByLabel('Email password').fill('s3cret-42');
    await page.getByRole('button', { name: 'Save meeting' }).click();
    await page.getByText('Meeting saved.').waitFor();
    const podId = page.url().split('/pods/')[1].split('/')[0];
    const zoom = (await api.get<PodView>(`/admin/pods/${podId}`, admin)).body.zoom;
    expect(zoom).toEqual({
      meeting_link: 'https://zoom.example/j/42',
      claim_host_key: '424242',
      login_email: 'pod42@example.org',
      email_password: 's3cret-42',
      transcripts: false,
    });
    await expectPageAccessible(page);
    await page.context().close();
  }, 60_000);

  it('lists certificates with eligibility, records an exception with its reason, and shows payments and jobs', async () => {
    // Arranged through the API: Ada's TA marks her course complete after three days away.
    const adaApplication = cohort.applications.get(cohort.students[0]) as string;
    const ada = personOf(adaApplication);
    const row = (await api.get<CertificateListRow>(`/admin/certificates/${adaApplication}`, admin)).body;
    const pod = (await api.get<PodView>(`/admin/pods/${row.pod}`, admin)).body;
    const ta = cohort.tas.find((candidate) => candidate.email === pod.ta_info?.email) as TestApplicant;
    const days = defined(
      pod.students.find((student) => student.id === ada.userId),
      'Ada in the pod',
    ).attendance;
    for (const day of days.slice(0, 3))
      await api.request('PUT', `/pods/attendance/${day.id}/`, {
        json: { percentage: 0, project_percentage: 1 },
        token: ta.token,
      });
    const completion = {
      user: ada.userId,
      pod: row.pod,
      course: cohort.course.id,
      completed_course: true,
      completed_project: false,
    };
    expect((await api.post('/users/certificates/', completion, ta.token)).status).toBe(201);

    const page = await staffPage(browser, appUrl);
    await page.goto(`${appUrl}/admin/certificates?filter=${filterOf({ course: cohort.course.id })}`);
    const adaRow = page.locator('tbody tr').filter({ hasText: 'Ada Applicant' });
    await adaRow.getByText('3', { exact: true }).waitFor();
    await expectPageAccessible(page);

    await adaRow.getByRole('button', { name: 'Grant exception' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Record exception' }).click();
    await dialog.getByText('This field is required.').waitFor();
    const reason = 'Three days of a family emergency; the TA confirmed the work was made up.';
    await dialog.getByLabel(/^Reason/).fill(reason);
    await dialog.getByRole('button', { name: 'Record exception' }).click();
    await page.getByText('Exception recorded.').waitFor();
    await eventually(
      async () => (await api.get<CertificateListRow>(`/admin/certificates/${adaApplication}`, admin)).body.issued,
      'the certificate after the exception',
    );

    // The survey tool's export names respondents by email; someone outside the course is pointed out.
    const csv = `email,answer\n${ada.email.toUpperCase()},5\nnobody@example.org,4\n`;
    await page
      .getByLabel('Survey respondents CSV')
      .setInputFiles({ name: 'survey.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByText('Survey marked done for 1 student. Not in this course: nobody@example.org.').waitFor();
    expect(
      (await api.get<CertificateListRow>(`/admin/certificates/${adaApplication}`, admin)).body.completed_survey,
    ).toBe(true);
    await adaRow.getByRole('button', { name: 'Reissue' }).click();
    await page.getByText('Reissue requested: the certificate is being worked out again.').waitFor();

    await page.goto(`${appUrl}/admin/certificate-exceptions?filter=${filterOf({ course: cohort.course.id })}`);
    await page.getByRole('cell', { name: reason }).waitFor();
    await expectPageAccessible(page);

    await page.goto(`${appUrl}/admin/payments`);
    await page.getByRole('heading', { name: 'Payments' }).waitFor();
    await page.waitForLoadState('networkidle');
    await expectPageAccessible(page);

    await page.goto(`${appUrl}/admin/jobs`);
    await page.getByRole('heading', { name: 'Job queues' }).waitFor();
    await page.getByRole('rowheader', { name: 'settle-certificate' }).waitFor();
    await expectPageAccessible(page);
    await page.context().close();
  }, 90_000);
});
