import { MESSAGES, type UserView } from '@portal/contracts';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { BACKENDS, type InProcessPortal, openPortal } from '../support/in-process-portal';
import {
  type Course,
  adminToken,
  createCourse,
  daysFromNow,
  fillProfile,
  patch,
  studentForm,
  taForm,
  updateCourse,
} from './applications-fixtures';
import { ApiClient, firstError } from './identity-client';
import { ifSet } from '../support/if-set';
import { defined } from '../support/defined';

/** The applications' rules on the logistics page: ranked preferences and the lock (spec 1 §2, §5; spec 2 §4). */
describe.each(BACKENDS)('preferences and the logistics lock, served %s', (deployment) => {
  let portal: InProcessPortal;
  let api: ApiClient;
  let admin: string;
  let ada: TestApplicant;
  let course: Course;
  let logisticPath: string;
  const labels = () => [`${course.name} student`, `${course.name} ta`];

  beforeAll(async () => {
    portal = await openPortal(deployment);
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
    ada = await newApplicant(portal, api, 'Ada');
    await fillProfile(api, ada.token);
    course = await createCourse(api, admin);
    for (const [role, form] of [
      ['student', studentForm(course)],
      ['ta', taForm(course)],
    ] as const)
      expect((await api.post(`/courses/${role}-applications/`, form, ada.token)).status).toBe(201);
    logisticPath = `/users/logistic/${defined((await api.get<UserView>('/users/me/', ada.token)).body.logistic, 'logistic info').id}/`;
  }, 120_000);
  afterAll(() => ifSet(portal)?.stop());

  const logistic = async () =>
    defined((await api.get<UserView>('/users/me/', ada.token)).body.logistic, 'logistic info');

  it.each([
    [
      'an empty slot a current application needs',
      { preferred_application_2: null },
      MESSAGES.pleaseFillOutYourPreference,
      'missing_preference',
    ],
    [
      'a label of no current application',
      { preferred_application_2: 'Another course ta' },
      MESSAGES.chooseCurrentApplications,
      'misconfigured_preference',
    ],
    [
      'the same label twice',
      { preferred_application_2: 'SAME' },
      MESSAGES.preferencesMustBeUnique,
      'duplicate_preference',
    ],
  ])('refuses %s, with a field error and its own code', async (_, change, message, code) => {
    const body = change.preferred_application_2 === 'SAME' ? { preferred_application_2: labels()[0] } : change;
    const response = await patch(api, logisticPath, body, ada.token);
    expect(response.status).toBe(400);
    expect(firstError(response, 'preferred_application_2')).toEqual({ message, code });
    expect([(await logistic()).preferred_application_1, (await logistic()).preferred_application_2]).toEqual(labels());
  });

  it('takes a new ranking of the current applications', async () => {
    const response = await patch(
      api,
      logisticPath,
      { preferred_application_1: labels()[1], preferred_application_2: labels()[0] },
      ada.token,
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ preferred_application_1: labels()[1], preferred_application_2: labels()[0] });
  });

  it('saves other logistics without looking at the preferences', async () =>
    expect((await patch(api, logisticPath, { preferred_time_slot: 2 }, ada.token)).status).toBe(200));

  it('locks logistics once the deadline of every application has passed, and changes nothing', async () => {
    await updateCourse(api, admin, course.id, {
      student_application_start_date: daysFromNow(-30),
      student_application_end_date: daysFromNow(-1),
    });
    expect((await patch(api, logisticPath, { preferred_time_slot: 4 }, ada.token)).status).toBe(200);
    await updateCourse(api, admin, course.id, {
      ta_application_start_date: daysFromNow(-30),
      ta_application_end_date: daysFromNow(-1),
    });
    const before = await logistic();
    const response = await patch(api, logisticPath, { preferred_time_slot: 5 }, ada.token);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ detail: MESSAGES.logisticsLocked, code: 'logistics_locked' });
    expect(await logistic()).toEqual(before);
  });
});
