import type { Page } from 'playwright-core';
import { ApiClient } from '../api/identity-client';
import type { ApplicationSummary } from '@portal/contracts';
import { defined } from '../support/defined';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { expectAccessible } from './support/accessibility';
import { appUrlOf, suiteBrowser, newPage, type SuiteBrowser } from './support/browser';
import { ifSet } from '../support/if-set';

/** The demo people README names (the seed's modules load the server, so their values are repeated). */
const DEMO_MENTOR = { email: 'mentor@example.org', password: 'demo-mentor-2026' };
const DEMO_STUDENT = { email: 'student@example.org', password: 'demo-student-2026' };
const DEMO_TA_EMAIL = 'ta@example.org';

/**
 * The demo's mentor round in the browser: the mentor's card keeps the spec's text and lists their
 * project group (pod, project time in UTC, students, the pod's TA); the demo student's pod shows their
 * group and its mentor. Both pages pass axe.
 */
describe('the mentor card and the pod’s project group, in the browser', () => {
  let portal: RunningPortal;
  let browser: SuiteBrowser;
  let api: ApiClient;
  let appUrl: string;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal('embedded'), suiteBrowser()]);
    appUrl = appUrlOf(portal);
    api = new ApiClient(portal.baseUrl);
  }, 120_000);
  afterAll(async () => {
    await ifSet(browser)?.close();
    await ifSet(portal)?.stop();
  });

  /** The person's course dashboard of the pilot, signed in. */
  const pilotDashboard = async (person: { email: string; password: string }, type: string): Promise<Page> => {
    const token = await api.signIn(person.email, person.password);
    const summaries = (await api.get<{ results: ApplicationSummary[] }>('/courses/applications/', token)).body.results;
    const pilot = defined(
      summaries.find((summary) => summary.course_name === 'Neuroscience Pilot Cohort'),
      'the pilot course application',
    );

    const page = await newPage(browser);
    await page.goto(`${appUrl}/sign-in`);
    await page.evaluate((value) => localStorage.setItem('portal.token', value), token);
    await page.goto(`${appUrl}/course/${pilot.id}?type=${type}`);
    return page;
  };

  it('shows the demo mentor the spec’s card and their group: pod, project time, students, TA', async () => {
    const page = await pilotDashboard(DEMO_MENTOR, 'mentor');
    const card = page.getByRole('region', { name: 'Mentor information' });
    await card.getByText('If you cannot make a meeting, please contact support').waitFor();
    const groups = page.getByRole('region', { name: 'Your project groups' });
    await groups.getByText('13:30–16:30 UTC').waitFor();
    await groups.getByText(/Sam Okafor/).waitFor();
    await groups.getByText(/Lina Haddad/).waitFor();
    await groups.getByText('Tomás Reyes').waitFor();
    await groups.getByRole('link', { name: DEMO_TA_EMAIL }).waitFor();
    await expectAccessible(page);
    await page.context().close();
  }, 60_000);

  it('shows the demo student their project group and its mentor', async () => {
    const page = await pilotDashboard(DEMO_STUDENT, 'student');
    const group = page.getByRole('region', { name: 'Project group' });
    await group.getByText('Maya Lindqvist').waitFor();
    await group.getByRole('link', { name: DEMO_MENTOR.email }).waitFor();
    await expectAccessible(page);
    await page.context().close();
  }, 60_000);
});
