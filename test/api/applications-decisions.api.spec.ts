import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type ApplicationSummary,
  type ApplicationView,
  type CourseEligibility,
  MESSAGES,
  type Page,
  type ValidationErrorBody,
} from '@portal/contracts';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { type InProcessPortal, openPortal } from '../support/in-process-portal';
import {
  PHASES,
  type Phase,
  adminToken,
  createCourse,
  fillProfile,
  openStaffSide,
  patch,
  studentForm,
  updateCourse,
} from './applications-fixtures';
import { ApiClient, type Created } from './identity-client';
import { ifSet } from '../support/if-set';
import { defined } from '../support/defined';

const WITHDRAWABLE: Record<Phase, readonly ApplicationStatus[]> = {
  open: ['applied', 'accepted', 'waitlist'],
  closed: ['accepted', 'waitlist'],
  offer_lapsed: [],
};
const EDITABLE: Record<Phase, readonly ApplicationStatus[]> = {
  open: ['applied', 'declined'],
  closed: [],
  offer_lapsed: [],
};
const ENROLLABLE: Record<Phase, readonly ApplicationStatus[]> = {
  open: ['accepted'],
  closed: ['accepted'],
  offer_lapsed: [],
};

/**
 * Staff decisions have no route yet, so statuses are set by appending the event to the PostgreSQL
 * store through a second connection; the behaviour under test (withdraw, edit, accept an offer) goes through the API.
 */
describe('withdraw, edit and offer rules by status and deadline (postgres)', () => {
  let portal: InProcessPortal;
  let api: ApiClient;
  let admin: string;
  let ada: TestApplicant;
  let staff: Awaited<ReturnType<typeof openStaffSide>>;

  beforeAll(async () => {
    portal = await openPortal('postgres');
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
    ada = await newApplicant(portal, api, 'Ada');
    await fillProfile(api, ada.token);
    staff = await openStaffSide(portal);
  }, 120_000);
  afterAll(async () => {
    await ifSet(staff)?.close();
    await ifSet(portal)?.stop();
  });

  let season = 2040;
  /** An application in its own season (so the limit of 3 never interferes), moved to a status and a phase. */
  const arrange = async (status: ApplicationStatus, phase: Phase) => {
    const course = await createCourse(api, admin, { season: season++ });
    const submitted = await api.post<Created>('/courses/student-applications/', studentForm(course), ada.token);
    expect(submitted.status).toBe(201);
    const id = submitted.body.id;
    if (status !== 'applied') await staff.setStatus(id, ada.userId, status);
    await updateCourse(api, admin, course.id, PHASES[phase]);
    return { id, course, path: `/courses/student-applications/${id}/` };
  };

  const cases = (Object.keys(PHASES) as Phase[]).flatMap((phase) =>
    APPLICATION_STATUSES.map((status) => [status, phase] as const),
  );

  it.each(cases)('%s, %s: the summary, edit, offer acceptance and withdraw follow the spec', async (status, phase) => {
    const { id, path } = await arrange(status, phase);
    const summary = (await api.get<Page<ApplicationSummary>>('/courses/applications/', ada.token)).body.results.find(
      (row) => row.id === id,
    );
    expect(summary).toMatchObject({
      status,
      can_edit: EDITABLE[phase].includes(status),
      can_withdraw: WITHDRAWABLE[phase].includes(status),
    });

    const edit = await patch(api, path, { preprints_or_peer_reviewed_publications: 'Edited.' }, ada.token);
    if (EDITABLE[phase].includes(status))
      expect(edit.body).toMatchObject({ preprints_or_peer_reviewed_publications: 'Edited.' });
    else expect(edit.body).toEqual({ detail: MESSAGES.applicationCannotBeEdited, code: 'not_editable' });

    const wish = await patch(api, `${path}wants-to-enroll/`, { wants_to_enroll: true }, ada.token);
    if (ENROLLABLE[phase].includes(status)) expect(wish.body).toMatchObject({ wants_to_enroll: true });
    else expect(wish.body).toEqual({ detail: MESSAGES.youCannotPerformThisAction, code: 'not_allowed' });

    const withdraw = await api.request('DELETE', path, { token: ada.token });
    if (WITHDRAWABLE[phase].includes(status)) {
      expect(withdraw.status).toBe(204);
      expect((await api.get(path, ada.token)).status).toBe(404);
    } else {
      expect(withdraw.body).toEqual({ detail: MESSAGES.youCantWithdrawNow, code: 'not_withdrawable' });
      expect((await api.get<ApplicationView>(path, ada.token)).body.status).toBe(status);
    }
  });

  it('after an accepted offer, every other course of the season says accepted_other_application', async () => {
    const accepted = await createCourse(api, admin, { season: 2060 });
    const other = await createCourse(api, admin, { season: 2060 });
    const nextSeason = await createCourse(api, admin, { season: 2061 });
    const id = (await api.post<Created>('/courses/student-applications/', studentForm(accepted), ada.token)).body.id;
    await staff.setStatus(id, ada.userId, 'accepted');
    expect(
      (await patch(api, `/courses/student-applications/${id}/wants-to-enroll/`, { wants_to_enroll: true }, ada.token))
        .status,
    ).toBe(200);
    const { results } = (
      await api.get<{ results: Array<{ id: string } & CourseEligibility> }>('/courses/?page_size=100', ada.token)
    ).body;
    const statusOf = (courseId: string) =>
      defined(
        results.find((c) => c.id === courseId),
        `course ${courseId} in the catalogue`,
      ).student_application_status;
    expect(statusOf(other.id)).toBe('accepted_other_application');
    expect(statusOf(nextSeason.id)).toBe('can_be_sent');
    const refused = await api.post('/courses/student-applications/', studentForm(other), ada.token);
    expect(refused.body).toEqual({ detail: MESSAGES.acceptedOtherApplication, code: 'accepted_other_application' });
  });

  it('refuses wants_to_enroll other than true', async () => {
    const { path } = await arrange('accepted', 'open');
    const response = await patch<ValidationErrorBody>(
      api,
      `${path}wants-to-enroll/`,
      { wants_to_enroll: false },
      ada.token,
    );
    expect(response.status).toBe(400);
    expect(response.body.wants_to_enroll[0].code).toBe('invalid');
  });
});
