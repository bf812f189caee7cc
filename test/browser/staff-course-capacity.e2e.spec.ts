import type { CourseView, StaffApplicationRecord } from '@portal/contracts';
import { adminToken, fillProfile } from '../api/applications-fixtures';
import { apply, freshCourse, offer } from '../api/enrollment-fixtures';
import { ApiClient } from '../api/identity-client';
import { newApplicant } from '../support/applicants';
import { ifSet } from '../support/if-set';
import { type RunningPortal, startPortal } from '../support/running-portal';
import { expectAccessible } from './support/accessibility';
import { appUrlOf, suiteBrowser, type SuiteBrowser } from './support/browser';
import { staffPage } from './support/staff';

/** A course's places per role in the staff app: set on the course, asked about before an offer passes them. */
describe('a course’s capacity, in the staff app', () => {
  let portal: RunningPortal;
  let browser: SuiteBrowser;
  let appUrl: string;
  let api: ApiClient;
  let admin: string;

  beforeAll(async () => {
    const outcomes = await Promise.allSettled([
      startPortal('embedded').then((started) => (portal = started)),
      suiteBrowser().then((opened) => (browser = opened)),
    ]);
    for (const outcome of outcomes) if (outcome.status === 'rejected') throw outcome.reason;
    appUrl = appUrlOf(portal);
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
  }, 90_000);
  afterAll(async () => {
    await ifSet(browser)?.close();
    await ifSet(portal)?.stop();
  });

  it('sets the places on the course form, refusing a negative number', async () => {
    const course = await freshCourse(api, admin);
    const page = await staffPage(browser, appUrl);
    await page.goto(`${appUrl}/admin/courses/${course.id}`);
    await page.getByText('Places: No limit', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Places' }).click();
    const students = page.getByLabel('Student places');
    await students.fill('-1');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('A whole number of 0 or more, or empty for no limit').waitFor();
    await expectAccessible(page);
    await students.fill('12');
    await page.getByLabel('Offer a freed place to the next waitlisted person').check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Course saved').waitFor();
    const saved = (await api.get<CourseView>(`/admin/courses/${course.id}`, admin)).body;
    expect(saved).toMatchObject({ student_capacity: 12, ta_capacity: null, offer_freed_places_to_waitlist: true });
    await page.context().close();
  }, 120_000);

  it('asks before an offer passes the capacity, with the numbers, and makes it once confirmed', async () => {
    const course = await freshCourse(api, admin, { student_capacity: 1 });
    const ids: string[] = [];
    for (const name of ['Amara', 'Kenji']) {
      const person = await newApplicant(portal, api, name);
      await fillProfile(api, person.token);
      ids.push(await apply(api, person.token, course, 'student'));
    }
    await offer(api, admin, ids[0]);

    const page = await staffPage(browser, appUrl);
    await page.goto(`${appUrl}/admin/applications/${ids[1]}/show`);
    await page.getByRole('button', { name: 'Make offer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make offer: Kenji Applicant' });
    await dialog.getByRole('button', { name: 'Make offer' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: `${course.name} takes 1 student; 1 place is taken and this would make 2.` })
      .waitFor();
    const anyway = dialog.getByRole('button', { name: 'Make the offer anyway' });
    await expectAccessible(page);
    const before = (await api.get<StaffApplicationRecord>(`/admin/applications/${ids[1]}`, admin)).body;
    expect(before.status).toBe('applied');
    await anyway.click();
    await page.getByText('Decision recorded.').waitFor();
    const after = (await api.get<StaffApplicationRecord>(`/admin/applications/${ids[1]}`, admin)).body;
    expect(after.status).toBe('accepted');
    await page.context().close();
  }, 120_000);
});
