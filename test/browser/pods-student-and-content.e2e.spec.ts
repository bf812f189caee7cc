import { expect } from 'vitest';
import { type ApplicationSummary, MESSAGES, type Page as ListPage } from '@portal/contracts';
import { DEMO_CONTENT } from '../../apps/api/src/seed/demo-content';
import { type Course, adminToken } from '../api/applications-fixtures';
import { freshCourse } from '../api/enrollment-fixtures';
import { ApiClient } from '../api/identity-client';
import { twoWeekCourse } from '../api/pods-fixtures';
import { newApplicant } from '../support/applicants';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { expectAccessible } from './support/accessibility';
import { appUrlOf, descriptionOf, suiteBrowser, type SuiteBrowser } from './support/browser';
import { signedInPage } from './support/signed-in';
import { ifSet } from '../support/if-set';
import { defined } from '../support/defined';

/**
 * The student's side of pods and course content in the browser: the demo student's pod and their
 * course's files from the Content menu, and a course's content behind its password. The TA's side and
 * the certificates are in pods-ta-and-certificates.e2e.spec.ts.
 */
describe('the demo student’s pod and course content, in the browser', () => {
  let portal: RunningPortal;
  let browser: SuiteBrowser;
  let api: ApiClient;
  let admin: string;
  let appUrl: string;
  /** A course like the TA suite's cohort course, to put content behind a password. */
  let contentCourse: Course;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal('embedded'), suiteBrowser()]);
    appUrl = appUrlOf(portal);
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
    contentCourse = await freshCourse(api, admin, twoWeekCourse());
  }, 120_000);
  afterAll(async () => {
    await ifSet(browser)?.close();
    await ifSet(portal)?.stop();
  });

  const signedIn = (token: string, path: string) => signedInPage(browser, appUrl, token, path);

  it('shows the demo student their pod, TA, meeting link and host key, but not the meeting login', async () => {
    const token = await api.signIn('student@example.org', 'demo-student-2026');
    const summaries = (await api.get<ListPage<ApplicationSummary>>('/courses/applications/', token)).body.results;
    const pilot = defined(
      summaries.find((summary) => summary.course_name === 'Neuroscience Pilot Cohort'),
      'the pilot application',
    );
    const page = await signedIn(token, `/course/${pilot.id}?type=student`);
    const podCard = page.getByRole('region', { name: 'Your pod' });
    await podCard.waitFor();
    await podCard.getByText('Tomás Reyes').waitFor();
    await podCard.getByRole('link', { name: 'ta@example.org' }).waitFor();
    for (const label of [
      'Pod id',
      'Pod name',
      'Time slot',
      'Language',
      'Megapod',
      'Pod type',
      'Dataset',
      'Second dataset',
    ])
      await podCard.getByText(label, { exact: true }).waitFor();
    await podCard
      .getByText('Allen Brain Observatory')
      .or(podCard.getByText('Steinmetz Neuropixels recordings'))
      .first()
      .waitFor();
    const meeting = page.getByRole('region', { name: 'Meeting' });
    await meeting.getByRole('link', { name: /https:\/\/zoom\.example\/j\/5550100/ }).waitFor();
    await meeting.getByText('482913').waitFor();
    expect(await page.getByText('pod-meeting@example.org').count()).toBe(0);
    expect(await page.getByText('demo-meeting-password').count()).toBe(0);
    await page.getByRole('region', { name: 'Pod members' }).getByText('Lina Haddad').waitFor();
    await expectAccessible(page);
    await page.context().close();
  }, 60_000);

  it('takes the demo student from the Content menu straight to their course’s files, no password asked', async () => {
    const token = await api.signIn('student@example.org', 'demo-student-2026');
    const page = await signedIn(token, '/');
    await page.getByRole('button', { name: /^Welcome, Sam/ }).click();
    await page.getByRole('menuitem', { name: 'Content' }).click();
    await page.waitForURL(`${appUrl}/media`);
    const course = page.getByRole('region', { name: 'Neuroscience Pilot Cohort' });
    for (const file of DEMO_CONTENT.files) {
      expect(await course.getByRole('link', { name: file.name }).getAttribute('href')).toBe(file.url);
    }
    await expectAccessible(page);
    await page.context().close();
  }, 60_000);

  it('opens course content with its password, the field showing what was wrong', async () => {
    const files = [{ name: 'Week 1 slides', url: 'https://content.example/week1.pdf' }];
    const set = await api.request('PUT', `/admin/courses/${contentCourse.id}/content/`, {
      json: { files, password: 'open-sesame-1' },
      token: admin,
    });
    expect(set.status).toBe(200);
    const guest = await newApplicant(portal, api, 'Guest');
    const page = await signedIn(guest.token, '/');
    // The header's Content item leads to the list, which sends a guest to the password page.
    await page.getByRole('button', { name: /^Welcome, Guest/ }).click();
    await page.getByRole('menuitem', { name: 'Content' }).click();
    await page.waitForURL(`${appUrl}/verify-content-pass`);
    await page.getByText(MESSAGES.contentPasswordNotice).waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(MESSAGES.thisFieldIsRequired).waitFor();
    expect(await descriptionOf(page, 'Password')).toBe(MESSAGES.thisFieldIsRequired);
    await page.getByLabel(/^Password/).fill('open-sesame-2');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(MESSAGES.wrongContentPassword).waitFor();
    expect(await descriptionOf(page, 'Password')).toBe(MESSAGES.wrongContentPassword);
    await expectAccessible(page);

    await page.getByLabel(/^Password/).fill('open-sesame-1');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(`${appUrl}/media`);
    await page.getByText(MESSAGES.downloadStarted).waitFor();
    const course = page.getByRole('region', { name: contentCourse.name });
    expect(await course.getByRole('link', { name: 'Week 1 slides' }).getAttribute('href')).toBe(files[0].url);
    await expectAccessible(page);
    await page.context().close();
  }, 60_000);
});
