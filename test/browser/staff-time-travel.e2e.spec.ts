import { type Course, adminToken, fillProfile } from '../api/applications-fixtures';
import { apply, freshCourse, offer } from '../api/enrollment-fixtures';
import { ApiClient } from '../api/identity-client';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { expectAccessible } from './support/accessibility';
import { appUrlOf, suiteBrowser, type SuiteBrowser } from './support/browser';
import { staffPage } from './support/staff';
import { ifSet } from '../support/if-set';

/** Time travel from the record: the timeline and the as-of slider on an application and a person, and the As-of search. */
describe('time travel from a record in the staff app, in the browser', () => {
  let portal: RunningPortal;
  let browser: SuiteBrowser;
  let appUrl: string;
  let zelda: TestApplicant;
  let course: Course;
  let applicationId: string;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal('embedded'), suiteBrowser()]);
    appUrl = appUrlOf(portal);
    const api = new ApiClient(portal.baseUrl);
    const admin = await adminToken(api);
    course = await freshCourse(api, admin);
    zelda = await newApplicant(portal, api, 'Zelda');
    await fillProfile(api, zelda.token);
    applicationId = await apply(api, zelda.token, course, 'student');
    await offer(api, admin, applicationId);
  }, 120_000);
  afterAll(async () => {
    await ifSet(browser)?.close();
    await ifSet(portal)?.stop();
  });

  it('shows an application’s history and, slid back to its submission, what the offer changed since', async () => {
    const page = await staffPage(browser, appUrl);
    await page.goto(`${appUrl}/admin/applications/${applicationId}/show`);
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await timeline.getByText(/^Application submitted · by Zelda Applicant \(themselves\) · /).waitFor();
    await timeline.getByText(/^Offer made · by Ada Admin · /).waitFor();
    await timeline.getByText('Nothing has changed since.').waitFor();

    const slider = timeline.getByRole('slider', { name: 'View as of' });
    await slider.focus();
    await page.keyboard.press('Home');
    await timeline.getByText(/^As it stood after event 1 of 2: Application submitted, /).waitFor();
    await timeline.getByText(/\(since the chosen moment\)$/).waitFor();
    const changed = timeline
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'application.applicationStatus' }) });
    await changed.getByRole('cell', { name: 'applied', exact: true }).waitFor();
    await changed.getByRole('cell', { name: 'accepted', exact: true }).waitFor();
    await expectAccessible(page, { fromTop: true });
    await page.context().close();
  }, 60_000);

  it('shows a person’s timeline on their personal-data page', async () => {
    const page = await staffPage(browser, appUrl);
    await page.goto(`${appUrl}/admin/personal-data?id=${zelda.userId}`);
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await timeline
      .getByText(/by Zelda Applicant \(themselves\)/)
      .first()
      .waitFor();
    await timeline.getByText('Nothing has changed since.').waitFor();
    await timeline.getByRole('slider', { name: 'View as of' }).waitFor();
    await expectAccessible(page, { fromTop: true });
    await page.context().close();
  }, 60_000);

  it('finds the application on the As-of page by the applicant’s name', async () => {
    const page = await staffPage(browser, appUrl);
    await page.goto(`${appUrl}/admin/as-of`);
    await page.getByRole('combobox', { name: 'Name, email or course' }).fill('Zelda');
    await page.getByRole('option', { name: `Zelda Applicant <${zelda.email}>: ${course.name}, student` }).click();
    await page.getByRole('button', { name: 'Show' }).click();
    await page.getByRole('heading', { name: /^Application as of / }).waitFor();
    await page.getByRole('figure').filter({ hasText: 'State' }).getByText('"applicationStatus": "accepted"').waitFor();
    await page.getByRole('combobox', { name: 'Name, email or course' }).fill(zelda.email);
    await page.getByRole('option', { name: `Zelda Applicant <${zelda.email}>: the person` }).waitFor();
    await page.keyboard.press('Escape');
    await expectAccessible(page, { fromTop: true });
    await page.context().close();
  }, 60_000);
});
