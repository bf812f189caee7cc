import { expect } from 'vitest';
import { type CertificateView, MESSAGES, type PodView, type socialProvidersViewSchema } from '@portal/contracts';
import type { z } from 'zod';
import { type StandInServer, startStandInServer } from '../../apps/api/src/demo-providers/stand-in-server';
import { adminToken, fillProfile, patch } from '../api/applications-fixtures';
import { apply, decide, offer } from '../api/enrollment-fixtures';
import { ApiClient } from '../api/identity-client';
import { type Cohort, eventually, matchAndApply, podOf, smallCohort } from '../api/pods-fixtures';
import { type TestApplicant, firstName, newApplicant } from '../support/applicants';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { expectAccessible } from './support/accessibility';
import { appUrlOf, suiteBrowser, newPage, type SuiteBrowser } from './support/browser';
import { signedInPage } from './support/signed-in';
import { ifSet } from '../support/if-set';
import { defined } from '../support/defined';

const CLIENT = { clientId: 'portal-test-client', clientSecret: 'portal-test-secret' };
const ORCID_SCOPE = '/authenticate /read-limited /activities/update';

/**
 * The TA's side of pods in the browser, and the certificates that follow: a regular TA's completion
 * marks, a project TA's pods, the certificate and its public page, and the Documents tab's
 * certificates with ORCID (a member-API server on loopback). The TA's page and attendance grid are in
 * pods-ta-attendance.e2e.spec.ts; the student's side and course content in
 * pods-student-and-content.e2e.spec.ts.
 */
describe('a TA’s pod screens and the certificates that follow, in the browser', () => {
  let orcid: StandInServer;
  let portal: RunningPortal;
  let browser: SuiteBrowser;
  let api: ApiClient;
  let admin: string;
  let appUrl: string;
  let cohort: Cohort;
  let ta: TestApplicant;
  let podId: string;
  /** Two students of the TA's pod: `first` completes course and project, `second` the course only. */
  let first: TestApplicant;
  let second: TestApplicant;
  let certificateId: string;
  /** A TA who prefers the project (the fixtures' TA form): matching makes her the megapod's project TA. */
  let projectTa: TestApplicant;
  let projectTaApplication: string;

  beforeAll(async () => {
    orcid = await startStandInServer({ expectedClient: CLIENT });
    [portal, browser] = await Promise.all([
      startPortal('embedded', {
        ORCID_CLIENT_ID: CLIENT.clientId,
        ORCID_CLIENT_SECRET: CLIENT.clientSecret,
        ORCID_URL: orcid.endpoints.ORCID_URL,
        ORCID_API_URL: orcid.endpoints.ORCID_API_URL,
      }),
      suiteBrowser(),
    ]);
    appUrl = appUrlOf(portal);
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
    cohort = await smallCohort(portal, api, admin);
    projectTa = await newApplicant(portal, api, 'Pia');
    await fillProfile(api, projectTa.token);
    projectTaApplication = await apply(api, projectTa.token, cohort.course, 'ta');
    await offer(api, admin, projectTaApplication);
    const agreement = `/courses/ta-applications/${projectTaApplication}/agreement/`;
    expect((await patch(api, agreement, { wants_to_enroll: true }, projectTa.token)).status).toBe(200);
    expect((await decide(api, admin, projectTaApplication, { decision: 'approve' })).status).toBe(200);
    await matchAndApply(api, admin, cohort.course);
    ta = cohort.tas[0];
    podId = (await podOf(api, ta, 'ta', application(ta))) as string;
    const pod = await podAs(ta);
    [first, second] = cohort.students.filter((student) => pod.students.some((member) => member.id === student.userId));
  }, 240_000);
  afterAll(async () => {
    await ifSet(browser)?.close();
    await ifSet(portal)?.stop();
    await ifSet(orcid)?.close();
  });

  const application = (person: TestApplicant) => cohort.applications.get(person) as string;
  const podAs = async (person: TestApplicant): Promise<PodView> =>
    (await api.get<PodView>(`/pods/${podId}/`, person.token)).body;

  const signedIn = (token: string, path: string) => signedInPage(browser, appUrl, token, path);

  it('shows a project TA the pods they serve, with students and meeting, but no attendance grid', async () => {
    const page = await signedIn(projectTa.token, `/course/${projectTaApplication}?type=ta`);
    await page.getByRole('region', { name: 'Your role' }).getByRole('row', { name: 'Project TA Yes' }).waitFor();
    const pods = page.getByRole('region', { name: /^Project pod / });
    await pods.first().waitFor();
    expect(await pods.count()).toBe(2);
    await page.getByRole('link', { name: first.email }).waitFor();
    expect(await page.getByRole('table', { name: 'Attendance' }).count()).toBe(0);
    await expectAccessible(page);
    await page.context().close();
  }, 60_000);

  it('marks completion through the confirmation prompt, and the certificate page follows', async () => {
    const page = await signedIn(ta.token, `/course/${application(ta)}?type=ta`);
    const completion = page.getByRole('table', { name: 'Completion' });
    await completion.waitFor();
    const name = `${firstName(first)} Applicant`;
    await completion.getByRole('checkbox', { name: `Completed course, ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await dialog.waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(
      defined(
        (await podAs(ta)).students.find((s) => s.id === first.userId),
        'the first student in the pod',
      ).completed_course,
    ).toBe(false);

    await completion.getByRole('checkbox', { name: `Completed course, ${name}` }).click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await completion.getByRole('checkbox', { name: `Completed course, ${name}`, checked: true }).waitFor();
    await completion.getByRole('checkbox', { name: `Completed project, ${name}` }).click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await completion.getByRole('checkbox', { name: `Completed project, ${name}`, checked: true }).waitFor();
    expect((await podAs(ta)).students.find((s) => s.id === first.userId)).toMatchObject({
      completed_course: true,
      completed_project: true,
    });
    await page.context().close();

    const certificate = await eventually(async () => {
      const list = (await api.get<CertificateView[]>('/users/certificates/', first.token)).body;
      return list.find((one) => one.certificate_type === 'completed_the_course_and_project');
    }, 'the certificate');
    certificateId = certificate.id;
    const survey = await api.post<{ results: unknown[] }>(
      '/admin/certificates/survey/',
      { applications: [application(first)] },
      admin,
    );
    expect(survey.body.results).toEqual([{ id: application(first), ok: true }]);

    // Public: a page with no session shows it.
    const publicPage = await newPage(browser);
    await publicPage.goto(`${appUrl}/certificate/${certificateId}`);
    const facts = publicPage.getByRole('article');
    await facts.getByText(`${firstName(first)} Applicant`, { exact: true }).waitFor();
    await facts.getByText('Certificate of completion with project', { exact: true }).first().waitFor();
    await facts.getByText(cohort.course.name, { exact: true }).waitFor();
    await facts.getByText('60 hours', { exact: true }).waitFor();
    await expectAccessible(publicPage);
    const pdfHref = await publicPage.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
    const pdf = await fetch(new URL(pdfHref as string, portal.baseUrl));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    await publicPage.context().close();
  }, 90_000);

  it('lists certificates on the Documents tab, with the survey rule and Publish to ORCID', async () => {
    // `second` completes the course only, and the survey is not marked: the link waits for it.
    const marks = { user: second.userId, pod: podId, course: cohort.course.id, completed_project: false };
    expect((await api.post('/users/certificates/', { ...marks, completed_course: true }, ta.token)).status).toBe(201);
    await eventually(
      async () => (await api.get<CertificateView[]>('/users/certificates/', second.token)).body.length > 0,
      'a certificate',
    );
    const waiting = await signedIn(second.token, '/account');
    await waiting.getByRole('tab', { name: 'Documents' }).click();
    const waitingTable = waiting.getByRole('table', { name: 'Certificates' });
    await waitingTable.getByText(MESSAGES.completeSurveyFirst).waitFor();
    expect(await waitingTable.getByRole('button', { name: 'Publish to ORCID' }).count()).toBe(0);
    await expectAccessible(waiting);
    await waiting.context().close();

    const nobody = await newApplicant(portal, api, 'Nell');
    const empty = await signedIn(nobody.token, '/account');
    await empty.getByRole('tab', { name: 'Documents' }).click();
    await empty.getByText(MESSAGES.noCertificates, { exact: true }).waitFor();
    await empty.context().close();

    const page = await signedIn(first.token, '/account');
    await page.getByRole('tab', { name: 'Documents' }).click();
    const table = page.getByRole('table', { name: 'Certificates' });
    for (const column of ['Date', 'Type', 'Link', 'Publish'])
      await table.getByRole('columnheader', { name: column }).waitFor();
    await table.getByText(`Certificate of completion with project: ${cohort.course.name}`).waitFor();
    // Not connected to ORCID yet: the button waits, described by what to do first, with the way to do it.
    const waitingButton = table.getByRole('button', { name: 'Publish to ORCID', disabled: true });
    const note = page.locator(`[id="${await waitingButton.getAttribute('aria-describedby')}"]`);
    expect(await note.innerText()).toMatch(MESSAGES.orcidNotConnected);
    await expectAccessible(page);
    await note.getByRole('link', { name: 'Connect ORCID' }).click();
    await page.getByRole('tab', { name: 'Settings', selected: true }).waitFor();
    const connectedAccounts = page.getByRole('region', { name: 'Connected accounts' });
    await connectedAccounts.getByRole('button', { name: 'Connect ORCID' }).waitFor();
    expect(await connectedAccounts.evaluate((section) => section === document.activeElement)).toBe(true);

    const settings = (await api.get<z.infer<typeof socialProvidersViewSchema>>('/social/providers/')).body;
    const identity = {
      firstName: 'Ada',
      lastName: 'Applicant',
      email: first.email,
      emailVerified: true,
      orcid: '0000-0002-9079-593X',
    };
    const grant = { provider: 'orcid' as const, identity, scope: ORCID_SCOPE, clientId: CLIENT.clientId };
    const code = orcid.mintCode({ ...grant, redirectUri: settings.orcid.redirect_uri });
    expect((await api.post('/social/orcid/connect/', { code }, first.token)).status).toBe(200);

    // Connected (here through the API, so the page reads the account again): the button acts.
    await page.reload();
    await page.getByRole('tab', { name: 'Documents' }).click();
    await table.getByRole('button', { name: 'Publish to ORCID', disabled: false }).click();
    await page.getByText(MESSAGES.publishedToOrcid).waitFor();
    await table.getByRole('button', { name: 'Remove' }).waitFor();
    expect((await api.get('/social/orcid/education/', first.token)).body).toEqual([
      { cert_id: certificateId, record_id: expect.any(String) },
    ]);
    await table.getByRole('button', { name: 'Remove' }).click();
    await page.getByText(MESSAGES.removedFromOrcid).waitFor();
    await table.getByRole('button', { name: 'Publish to ORCID' }).waitFor();
    expect((await api.get('/social/orcid/education/', first.token)).body).toEqual([]);

    await table.getByRole('link', { name: 'View certificate' }).click();
    await page.waitForURL(`${appUrl}/certificate/${certificateId}`);
    await page.context().close();
  }, 90_000);
});
