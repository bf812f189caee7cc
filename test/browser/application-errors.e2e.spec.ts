import { expect } from 'vitest';
import { type ApplicationSummary, MESSAGES } from '@portal/contracts';
import type { Page } from 'playwright-core';
import {
  type Course,
  PHASES,
  adminToken,
  createCourse,
  daysFromNow,
  fillProfile,
  studentForm,
} from '../api/applications-fixtures';
import { decide } from '../api/enrollment-fixtures';
import { ApiClient, type Created } from '../api/identity-client';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { expectAccessible } from './support/accessibility';
import { fillStudentForm, openApplicationForm } from './support/application-form';
import { appUrlOf, suiteBrowser, newPage, storedToken, type SuiteBrowser } from './support/browser';
import { tabTo } from './support/keyboard';
import { ifSet } from '../support/if-set';
import { defined } from '../support/defined';

/** The season of this file's courses, apart from the other files' (the limit is per season). */
const SEASON = 2091;

/** What the applications screens say when the server refuses (spec 1 §5, §7, §8). */
describe('what the application screens say when the server refuses', () => {
  let portal: RunningPortal;
  let browser: SuiteBrowser;
  let api: ApiClient;
  let admin: string;
  let appUrl: string;
  let courses: Course[];

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal('embedded'), suiteBrowser()]);
    api = new ApiClient(portal.baseUrl);
    appUrl = appUrlOf(portal);
    admin = await adminToken(api);
    courses = await Promise.all(
      ['Alpha', 'Beta', 'Gamma', 'Delta'].map((name) =>
        createCourse(api, admin, { name: `${name} school`, season: SEASON }),
      ),
    );
  }, 90_000);
  afterAll(async () => {
    await ifSet(browser)?.close();
    await ifSet(portal)?.stop();
  });

  const signedInPage = async (applicant: TestApplicant, path: string): Promise<Page> => {
    const page = await newPage(browser);
    // A reload with a draft asks first: the test says yes.
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto(`${appUrl}/help`);
    await page.evaluate((token) => localStorage.setItem('portal.token', token), applicant.token);
    await page.goto(`${appUrl}${path}`);
    return page;
  };

  const applicationsOf = async (token: string) =>
    (await api.get<{ results: ApplicationSummary[] }>('/courses/applications/', token)).body.results;

  it('says the season’s limit on the apply button, refuses a fourth application sent anyway, then a withdraw the server no longer allows', async () => {
    const applicant = await newApplicant(portal, api, 'Eager');
    await fillProfile(api, applicant.token);
    const apply = async (course: Course) =>
      expect((await api.post('/courses/student-applications/', studentForm(course), applicant.token)).status).toBe(201);
    for (const course of courses.slice(0, 2)) await apply(course);
    const page = await signedInPage(applicant, '/applications');
    await openApplicationForm(page, courses[3].name, 'Apply as student.');
    await fillStudentForm(page, 'A fourth try.');
    // The third place goes elsewhere (another tab) while this form is open.
    await apply(courses[2]);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.getByText(MESSAGES.applicationCreationLimit).waitFor();
    await expectAccessible(page);
    expect(await applicationsOf(applicant.token)).toHaveLength(3);

    await page.goto(`${appUrl}/applications`);
    // Up front now, like the other reasons: the button is blocked and says why before any form.
    const fourth = page.getByRole('article', { name: courses[3].name });
    const blocked = fourth.getByRole('button', { name: 'Apply as student.' });
    expect(await blocked.getAttribute('aria-disabled')).toBe('true');
    const described = await blocked.evaluate((button) =>
      (button.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(described).toContain(MESSAGES.applicationCreationLimit);
    expect(await fourth.getByRole('link', { name: 'Apply as student.' }).count()).toBe(0);
    const row = page.getByRole('row').filter({ hasText: courses[0].name });
    await row.getByRole('button', { name: 'Withdraw' }).waitFor();
    // Staff turn the application down while the page still offers to withdraw it.
    const first = defined(
      (await applicationsOf(applicant.token)).find((summary) => summary.course === courses[0].id),
      'the application to the first course',
    );
    const id = defined(first.student_application, 'the student application id');
    expect((await decide(api, admin, id, { decision: 'reject' })).status).toBe(200);

    await row.getByRole('button', { name: 'Withdraw' }).click();
    await page
      .getByRole('dialog', { name: 'Withdraw your application?' })
      .getByRole('button', { name: 'Withdraw' })
      .click();
    await page.getByText(MESSAGES.youCantWithdrawNow).waitFor();
    await expectAccessible(page);
    expect(await applicationsOf(applicant.token)).toHaveLength(3);
    await page.context().close();
  }, 90_000);

  it('sends a person whose session ended while filling a form to sign in, and back to the draft to submit', async () => {
    const applicant = await newApplicant(portal, api, 'Lapsed');
    await fillProfile(api, applicant.token);
    const page = await signedInPage(applicant, '/applications');
    await openApplicationForm(page, courses[0].name, 'Apply as student.');
    const formUrl = page.url();
    await fillStudentForm(page, 'Written before my session ended.');
    // The session ends on the server (a sign-out elsewhere) while the form is open.
    expect((await api.get('/users/logout/', applicant.token)).status).toBe(200);

    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.waitForURL(`${appUrl}/sign-in`);
    await page.getByLabel(/^Email/).fill(applicant.email);
    await page.getByLabel(/^Password/).fill(applicant.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(formUrl);
    const motivation = page.getByLabel(/^Your motivation and educational background/);
    await expect(motivation.inputValue()).resolves.toBe('Written before my session ended.');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.getByText(MESSAGES.applicationIsSubmitted).waitFor();
    await page.waitForURL(`${appUrl}/applications`);
    // The new session's token (the old one was revoked).
    expect(await applicationsOf(defined(await storedToken(page), 'a stored token'))).toEqual([
      expect.objectContaining({ course: courses[0].id, application_type: 'student', status: 'applied' }),
    ]);
    await page.context().close();
  }, 90_000);
  it('refuses a ranking that names a withdrawn application', async () => {
    const applicant = await newApplicant(portal, api, 'Ranker');
    await fillProfile(api, applicant.token);
    const ids: string[] = [];
    for (const course of courses.slice(1, 4)) {
      const response = await api.post<Created>('/courses/student-applications/', studentForm(course), applicant.token);
      expect(response.status).toBe(201);
      ids.push(response.body.id);
    }
    // Each submit took the first empty slot; then the first-ranked one is withdrawn (from another tab).
    const withdrawn = await api.request('DELETE', `/courses/student-applications/${ids[0]}/`, {
      token: applicant.token,
    });
    expect(withdrawn.status).toBeLessThan(300);

    const page = await signedInPage(applicant, '/logistics');
    await page.getByRole('heading', { name: 'Preferences' }).waitFor();
    expect(await page.getByRole('combobox', { name: /^Preference \d/ }).count()).toBe(2);
    await page.getByRole('button', { name: 'Submit Preferences' }).click();
    await page.getByText(MESSAGES.misconfiguredPreferences).waitFor();
    await page.getByText(MESSAGES.chooseCurrentApplications).waitFor();
    await expectAccessible(page);
    await page.context().close();
  }, 60_000);
  it('explains why a course cannot be applied to: not open, past its deadline, enrolment over, another offer taken, profile too old', async () => {
    const [early, late] = await Promise.all([
      createCourse(api, admin, {
        name: 'Early school',
        // Another season: the offer taken up below would block it for its own reason.
        season: SEASON + 2,
        student_application_start_date: daysFromNow(5),
        ta_application_start_date: daysFromNow(5),
        mentor_application_start_date: daysFromNow(5),
      }),
      createCourse(api, admin, { name: 'Late school', season: SEASON + 1, ...PHASES.closed }),
    ]);
    const [accepted, other, renewed, enrolmentClosed] = await Promise.all(
      ['Accepted school', 'Other school', 'Renewed school', 'Enrolment-closed school'].map((name) =>
        createCourse(api, admin, {
          name,
          season: SEASON + 1,
          ...(name === 'Renewed school' ? { profile_update_required_after: daysFromNow(1) } : {}),
          // Applications still open, but enrolment already over: nobody could take up an offer.
          ...(name === 'Enrolment-closed school' ? { enrollment_end_date: daysFromNow(-1) } : {}),
        }),
      ),
    );
    const applicant = await newApplicant(portal, api, 'Browser');
    await fillProfile(api, applicant.token);
    // An offer taken up in this season blocks the season's other courses.
    const taken = await api.post<Created>('/courses/student-applications/', studentForm(accepted), applicant.token);

    expect((await decide(api, admin, taken.body.id, { decision: 'offer' })).status).toBe(200);
    const wish = await api.request('PATCH', `/courses/student-applications/${taken.body.id}/wants-to-enroll/`, {
      json: { wants_to_enroll: true },
      token: applicant.token,
    });
    expect(wish.status).toBe(200);

    const page = await signedInPage(applicant, '/applications');
    const lateCard = page.getByRole('article', { name: late.name });
    await lateCard.getByText(MESSAGES.deadlineEnded).first().waitFor();
    await page
      .getByRole('article', { name: other.name })
      .getByText(MESSAGES.acceptedOtherApplication)
      .first()
      .waitFor();
    await page.getByRole('article', { name: renewed.name }).getByText(MESSAGES.profileNotUpdated).first().waitFor();
    await page
      .getByRole('article', { name: enrolmentClosed.name })
      .getByText(MESSAGES.enrolledDeadlineEnded)
      .first()
      .waitFor();
    expect(await lateCard.getByRole('link', { name: 'Apply as student.' }).count()).toBe(0);

    // The blocked button stays reachable by keyboard, and its tooltip says why.
    await tabTo(
      page,
      page.getByRole('article', { name: early.name }).getByRole('button', { name: 'Apply as student.' }),
    );
    await page.getByRole('tooltip', { name: MESSAGES.applicationsAreNotOpen }).waitFor();
    await expectAccessible(page);
    await page.keyboard.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/applications');
    await page.context().close();
  }, 60_000);
});
