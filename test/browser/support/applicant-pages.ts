import type { Locator, Page } from 'playwright-core';
import {
  type ApplicationSummary,
  type CertificateView,
  failedToConnectTo,
  MESSAGES,
  type Page as ListPage,
} from '@portal/contracts';
import { createCourse, fillProfile, patch } from '../../api/applications-fixtures';
import { apply, decide, freshCourse, offer, takeSteps } from '../../api/enrollment-fixtures';
import type { ApiClient } from '../../api/identity-client';
import { approvedTa, enrolledStudent, eventually, matchAndApply, smallCohort } from '../../api/pods-fixtures';
import { newApplicant } from '../../support/applicants';
import { defined } from '../../support/defined';
import type { PortalUnderTest } from '../../support/portal-under-test';

/** What shows on an applicant page once its real content is in (a heading, a table, a form's button). */
export type Shows = (page: Page) => Locator;

/**
 * Who looks at a page: a visitor, the demo's people (README) or people the fixtures make for the
 * states the demo lacks (an empty profile, every step of the enrollment wizard, a TA's agreement).
 */
export type Viewer =
  | 'visitor'
  | 'newcomer'
  | 'demoApplicant'
  | 'demoStudent'
  | 'demoTa'
  | 'demoMentor'
  | 'waitingMentor'
  | 'applicant'
  | 'enrolling';

export interface ApplicantPage {
  viewer: Viewer;
  /** The app path, from the root. */
  path: string;
  shows: Shows;
  /** Run on the app's origin before going to `path`: the wizard's step, kept in the tab's sessionStorage. */
  before?: (page: Page) => Promise<void>;
  /**
   * Run once `path` is open, before `shows` is waited for: a tab chosen, the sections, a menu or a
   * dialog opened, a form sent empty.
   */
  after?: (page: Page) => Promise<void>;
}

export interface ApplicantPages {
  /** Each viewer's session token; none for the visitor. */
  tokens: Record<Exclude<Viewer, 'visitor'>, string>;
  pages: ApplicantPage[];
}

const heading =
  (name: string | RegExp): Shows =>
  (page) =>
    page.getByRole('heading', { name, exact: typeof name === 'string' ? true : undefined });
const button =
  (name: string): Shows =>
  (page) =>
    page.getByRole('button', { name, exact: true });
const documentsTab = async (page: Page) => {
  await page.getByRole('tab', { name: 'Documents' }).click();
};
/** A click on `target` (waited for): what it opens (a menu, a dialog, a form's errors) is the page's `shows`. */
const clicking =
  (target: Shows): ApplicantPage['after'] =>
  async (page) => {
    await target(page).first().click();
  };
/** Every collapsed section of the page opened, so axe checks what they hold too. */
const everySectionOpen = async (page: Page) => {
  const collapsed = page.getByRole('main').locator('[aria-expanded="false"]');
  await page.getByRole('main').getByRole('heading').first().waitFor();
  while ((await collapsed.count()) > 0) await collapsed.first().click();
};
const required: Shows = (page) => page.getByText(MESSAGES.thisFieldIsRequired);

/** The wizard's steps in order, with each one's heading (web-applicant's wizard-steps.ts). */
const WIZARD_STEPS: Array<[step: string, title: string | RegExp]> = [
  ['intro', 'Your offer'],
  ['supplemental', 'Supplemental form'],
  ['pay', 'Course fee'],
  ['funding', 'Funding'],
  ['hardship', 'Hardship discount'],
  // 'Your reduced fee' only when an answer lowered the fee.
  ['reduced-fee', /^Your (reduced )?fee$/],
  ['waive', 'Waive fee'],
];

const DEMO_PASSWORDS = {
  demoApplicant: ['applicant@example.org', 'demo-applicant-2026'],
  demoStudent: ['student@example.org', 'demo-student-2026'],
  demoTa: ['ta@example.org', 'demo-ta-2026'],
  demoMentor: ['mentor@example.org', 'demo-mentor-2026'],
  // Applied to Computational Neuroscience and not yet decided (README): the mentor form can be edited.
  waitingMentor: ['mentor3@example.org', 'demo-mentor-2026'],
} as const;

/** The public pages: each route a visitor reaches, a link's page with a token no one was given among them. */
function publicPages(certificateId: string): ApplicantPage[] {
  const visitor = (path: string, shows: Shows): ApplicantPage => ({ viewer: 'visitor', path, shows });
  return [
    visitor('/', heading('Current courses')),
    visitor('/sign-in', button('Login')),
    visitor('/sign-up', button('Sign up')),
    visitor('/forgot-password', heading('Forgot password')),
    visitor('/reset-password?token=not-a-real-token', heading('Reset password')),
    visitor('/help', heading('Help')),
    { ...visitor('/', (page) => page.getByRole('region').last()), after: everySectionOpen },
    { ...visitor('/help', (page) => page.getByRole('region').last()), after: everySectionOpen },
    { ...visitor('/sign-up', required), after: clicking(button('Sign up')) },
    visitor(`/certificate/${certificateId}`, (page) => page.getByRole('link', { name: 'Download PDF' })),
    visitor('/certificate/no-such-certificate', heading('Certificate not found')),
    // Links that no longer work end on the sign-in page, saying why.
    visitor('/new-email-verification?token=not-a-real-token', (page) => page.getByText(MESSAGES.tokenIsInactive)),
    visitor('/github-verification', (page) => page.getByText(failedToConnectTo('github'))),
  ];
}

/**
 * Every page of the applicant app (web-applicant/src/app/router.tsx), each in the states its viewers
 * see: a route added to the router belongs here. Makes what the demo lacks through the API fixtures.
 * Not listed: unknown paths, which go home; /verification, which redirects (to sign-in, or home for a
 * bad token) except for an expired link, whose resend page needs a portal whose links expire within
 * seconds (expired-verification.e2e.spec.ts checks it with axe).
 */
export async function applicantPages(portal: PortalUnderTest, api: ApiClient, admin: string): Promise<ApplicantPages> {
  const demo = Object.fromEntries(
    await Promise.all(
      Object.entries(DEMO_PASSWORDS).map(async ([viewer, [email, password]]) => [
        viewer,
        await api.signIn(email, password),
      ]),
    ),
  ) as Record<keyof typeof DEMO_PASSWORDS, string>;
  const applicationsOf = async (token: string) =>
    (await api.get<ListPage<ApplicationSummary>>('/courses/applications/', token)).body.results;
  const applicationOf = async (token: string, role: string, courseName?: string) =>
    defined(
      (await applicationsOf(token)).find(
        (summary) => summary.application_type === role && (!courseName || summary.course_name === courseName),
      ),
      `a ${role} application${courseName ? ` to ${courseName}` : ''}`,
    );
  const pilot = 'Neuroscience Pilot Cohort';
  const demoOffer = await applicationOf(demo.demoApplicant, 'student');
  const demoTaApplied = await applicationOf(demo.demoApplicant, 'ta');
  const pilotStudent = await applicationOf(demo.demoStudent, 'student', pilot);
  const pilotTa = await applicationOf(demo.demoTa, 'ta', pilot);
  const pilotMentor = await applicationOf(demo.demoMentor, 'mentor', pilot);
  const waitingMentor = await applicationOf(demo.waitingMentor, 'mentor');
  // The demo's certificate is issued by a job after the seed's completion marks: it may still be queued.
  const certificate = await eventually(
    async () =>
      (await api.get<CertificateView[]>('/users/certificates/', demo.demoStudent)).body.find((one) => one.available),
    'the demo student’s certificate',
    60_000,
  );

  // An open course nobody has applied to, for the new-application forms of each role.
  const open = await createCourse(api, admin);
  const newcomer = await newApplicant(portal, api, 'Newcomer');
  const applicant = await newApplicant(portal, api, 'Edie');
  await fillProfile(api, applicant.token);
  const appliedStudent = await apply(api, applicant.token, await freshCourse(api, admin), 'student');
  const appliedCourse = (
    await api.get<{ course: string }>(`/courses/student-applications/${appliedStudent}/`, applicant.token)
  ).body.course;
  // One person through each state the course dashboard has before the pods form, a course (season) each.
  const enrolling = await newApplicant(portal, api, 'Wiz');
  await fillProfile(api, enrolling.token);
  const wizard = await apply(api, enrolling.token, await freshCourse(api, admin), 'student');
  await offer(api, admin, wizard);
  // Every step answered up to the hardship's: each step of the wizard may then be opened.
  await takeSteps(api, enrolling.token, wizard, 'reduced-fee');
  const enrolled = await enrolledStudent(api, admin, enrolling, await freshCourse(api, admin));
  const offeredTa = await apply(api, enrolling.token, await freshCourse(api, admin), 'ta');
  await offer(api, admin, offeredTa);
  const signedTa = await approvedTa(api, admin, enrolling, await freshCourse(api, admin));
  // A project TA sees their megapod's pods: matching makes the TA who prefers the project (the fixtures' form) one.
  const cohort = await smallCohort(portal, api, admin);
  const projectTa = await apply(api, enrolling.token, cohort.course, 'ta');
  await offer(api, admin, projectTa);
  const agreement = `/courses/ta-applications/${projectTa}/agreement/`;
  const signed = await patch(api, agreement, { wants_to_enroll: true }, enrolling.token);
  const approved = await decide(api, admin, projectTa, { decision: 'approve' });
  if (signed.status !== 200 || approved.status !== 200)
    throw new Error(`the project TA was not approved: ${signed.text} ${approved.text}`);
  await matchAndApply(api, admin, cohort.course);

  const as =
    (viewer: Viewer) =>
    (path: string, shows: Shows, extra: Partial<ApplicantPage> = {}) => ({
      viewer,
      path,
      shows,
      ...extra,
    });
  const [asNewcomer, asDemoApplicant, asDemoStudent, asApplicant, asEnrolling] = (
    ['newcomer', 'demoApplicant', 'demoStudent', 'applicant', 'enrolling'] as const
  ).map(as);
  const dashboard = (id: string, role: string) => `/course/${id}?type=${role}`;
  const form = (role: string, course: string, id?: string) =>
    `/${id ? 'edit' : 'create'}/${role}_application/${course}${id ? `/${id}` : ''}?page=form`;

  const pages: ApplicantPage[] = [
    ...publicPages(certificate.id),
    asNewcomer('/applications', (page) => page.getByText(MESSAGES.profileNotFilled)),
    asNewcomer('/account', button('Save general info and demographics')),
    asNewcomer('/logistics', button('Save logistics')),
    asNewcomer('/account', required, { after: clicking(button('Save general info and demographics')) }),

    asDemoApplicant('/applications', (page) => page.getByRole('row').filter({ hasText: demoTaApplied.course_name })),
    asDemoApplicant('/account', button('Save general info and demographics')),
    asDemoApplicant('/account', heading('Receipts'), { after: documentsTab }),
    asDemoApplicant('/logistics', button('Save logistics')),
    asDemoApplicant(dashboard(demoOffer.id, 'student'), heading('Your offer')),
    asDemoApplicant(dashboard(demoOffer.id, 'student'), (page) => page.getByRole('dialog', { name: 'Are you sure?' }), {
      after: clicking(button('Decline offer')),
    }),
    asDemoApplicant('/applications', (page) => page.getByRole('dialog', { name: 'Withdraw your application?' }), {
      after: clicking((page) =>
        page.getByRole('row').filter({ hasText: demoTaApplied.course_name }).getByRole('button', { name: 'Withdraw' }),
      ),
    }),
    asDemoApplicant(dashboard(demoTaApplied.id, 'ta'), heading('Application under review')),
    asDemoApplicant(`/create/student_application/${open.id}`, button('Next Page')),
    ...['student', 'ta', 'mentor'].map((role) => asDemoApplicant(form(role, open.id), button('Submit application'))),
    asDemoApplicant(form('student', open.id), required, { after: clicking(button('Submit application')) }),
    asDemoApplicant(form('ta', demoTaApplied.course, demoTaApplied.id), button('Update application')),
    // Not in a pod: the content list sends them to the password page.
    asDemoApplicant('/media', (page) => page.getByRole('form', { name: 'Course content password' })),
    asDemoApplicant('/verify-content-pass', (page) => page.getByRole('form', { name: 'Course content password' })),

    asDemoStudent('/applications', (page) => page.getByRole('row').filter({ hasText: pilot })),
    asDemoStudent(dashboard(pilotStudent.id, 'student'), (page) => page.getByRole('region', { name: 'Pod members' })),
    asDemoStudent('/account', (page) => page.getByRole('table', { name: 'Certificates' }).getByRole('link'), {
      after: documentsTab,
    }),
    asDemoStudent('/media', (page) => page.getByRole('region', { name: pilot })),
    asDemoStudent('/help', (page) => page.getByRole('menuitem', { name: 'Logout' }), {
      after: clicking((page) => page.getByRole('button', { name: /^Welcome, / })),
    }),
    as('demoTa')(dashboard(pilotTa.id, 'ta'), (page) => page.getByRole('table', { name: 'Attendance' })),
    as('demoMentor')(dashboard(pilotMentor.id, 'mentor'), heading('Your project groups')),
    as('waitingMentor')(form('mentor', waitingMentor.course, waitingMentor.id), button('Update application')),

    asApplicant(form('student', appliedCourse, appliedStudent), button('Update application')),
    ...WIZARD_STEPS.map(([step, title]) =>
      asEnrolling(dashboard(wizard, 'student'), heading(title), {
        before: (page) =>
          page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [`portal.wizard-step.${wizard}`, step]),
      }),
    ),
    asEnrolling(dashboard(enrolled, 'student'), heading('You are enrolled')),
    asEnrolling(dashboard(offeredTa, 'ta'), heading('Teaching assistant agreement and onboarding')),
    asEnrolling(dashboard(signedTa, 'ta'), heading('Agreement signed')),
    asEnrolling(dashboard(projectTa, 'ta'), (page) => page.getByRole('region', { name: /^Project pod / })),
  ];
  const tokens = {
    ...demo,
    newcomer: newcomer.token,
    applicant: applicant.token,
    enrolling: enrolling.token,
  };
  return { tokens, pages };
}
