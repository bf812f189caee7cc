import {
  type ApplicationSummary,
  type ApplicationView,
  type CourseEligibility,
  MESSAGES,
  type Page,
} from '@portal/contracts';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { BACKENDS, type InProcessPortal, openPortal } from '../support/in-process-portal';
import {
  type Course,
  adminToken,
  createCourse,
  daysFromNow,
  fillProfile,
  mentorForm,
  patch,
  studentForm,
  taForm,
} from './applications-fixtures';
import { ApiClient, type Created } from './identity-client';
import { ifSet } from '../support/if-set';
import { defined } from '../support/defined';

/** Eligibility per course and role (docs/architecture.md §5), the applicant index under concurrency, and isolation. */
describe.each(BACKENDS)('applying, served %s', (deployment) => {
  let portal: InProcessPortal;
  let api: ApiClient;
  let admin: string;
  let ada: TestApplicant;

  beforeAll(async () => {
    portal = await openPortal(deployment);
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
    ada = await newApplicant(portal, api, 'Ada');
  }, 120_000);
  afterAll(() => ifSet(portal)?.stop());

  const statusesOf = async (course: Course, token?: string) => {
    const { body } = await api.get<{ results: Array<{ id: string } & CourseEligibility> }>(
      '/courses/?page_size=100',
      token,
    );
    const found = defined(
      body.results.find((c) => c.id === course.id),
      `course ${course.id} in the catalogue`,
    );
    return [found.student_application_status, found.ta_application_status, found.mentor_application_status];
  };

  it('keeps staff routes from applicants', async () => {
    expect((await api.post('/admin/courses', {}, ada.token)).status).toBe(403);
    expect((await api.request('PUT', '/admin/courses/x', { json: {}, token: ada.token })).status).toBe(403);
  });

  describe('eligibility on the course list', () => {
    let open: Course;
    beforeAll(async () => {
      open = await createCourse(api, admin);
    });

    it('is null for an anonymous visitor', async () => expect(await statusesOf(open)).toEqual([null, null, null]));

    it('says profile_not_filled until general info, demographic and logistic are saved', async () => {
      expect(await statusesOf(open, ada.token)).toEqual([
        'profile_not_filled',
        'profile_not_filled',
        'profile_not_filled',
      ]);
      await fillProfile(api, ada.token);
      expect(await statusesOf(open, ada.token)).toEqual(['can_be_sent', 'can_be_sent', 'can_be_sent']);
    });

    it('says deadline_ended per role once that role’s window has closed, before anything else', async () => {
      const closed = await createCourse(api, admin, {
        student_application_start_date: daysFromNow(-30),
        student_application_end_date: daysFromNow(-1),
      });
      expect(await statusesOf(closed, ada.token)).toEqual(['deadline_ended', 'can_be_sent', 'can_be_sent']);
      const response = await api.post('/courses/student-applications/', studentForm(closed), ada.token);
      expect(response.body).toEqual({ detail: MESSAGES.deadlineEnded, code: 'deadline_ended' });
    });

    it('says enrolled_deadline_ended once the enrollment deadline has passed', async () => {
      const late = await createCourse(api, admin, { enrollment_end_date: daysFromNow(-1) });
      expect(await statusesOf(late, ada.token)).toEqual([
        'enrolled_deadline_ended',
        'enrolled_deadline_ended',
        'enrolled_deadline_ended',
      ]);
    });

    it('says profile_not_updated when the profile last changed before the course requires', async () => {
      const demanding = await createCourse(api, admin, { profile_update_required_after: new Date().toISOString() });
      expect(await statusesOf(demanding, ada.token)).toEqual([
        'profile_not_updated',
        'profile_not_updated',
        'profile_not_updated',
      ]);
      const response = await api.post('/courses/ta-applications/', taForm(demanding), ada.token);
      expect(response.body).toEqual({ detail: MESSAGES.profileNotUpdated, code: 'profile_not_updated' });
    });

    it('says application_already_sended for the role applied in, and refuses a second one', async () => {
      expect((await api.post('/courses/mentor-applications/', mentorForm(open), ada.token)).status).toBe(201);
      expect(await statusesOf(open, ada.token)).toEqual(['can_be_sent', 'can_be_sent', 'application_already_sended']);
      const again = await api.post('/courses/mentor-applications/', mentorForm(open), ada.token);
      expect(again.body).toEqual({ detail: MESSAGES.applicationAlreadySended, code: 'application_already_sended' });
    });

    it('refuses applications before the role’s window opens', async () => {
      const future = await createCourse(api, admin, { student_application_start_date: daysFromNow(5) });
      const response = await api.post('/courses/student-applications/', studentForm(future), ada.token);
      expect(response.body).toEqual({ detail: MESSAGES.applicationsAreNotOpen, code: 'not_open' });
    });
  });

  it('says on the course list when the season’s 3 applications are taken, for that season only', async () => {
    const cy = await newApplicant(portal, api, 'Cy');
    await fillProfile(api, cy.token);
    const [a, b, c, d] = await Promise.all(Array.from({ length: 4 }, () => createCourse(api, admin, { season: 2033 })));
    const elsewhere = await createCourse(api, admin, { season: 2034 });
    const limitOf = async (course: Course, token?: string) => {
      const { body } = await api.get<Page<{ id: string } & CourseEligibility>>('/courses/?page_size=100', token);
      return body.results.find((found) => found.id === course.id)?.season_application_limit_reached;
    };
    expect(await limitOf(d)).toBeNull();
    for (const course of [a, b]) {
      expect((await api.post('/courses/student-applications/', studentForm(course), cy.token)).status).toBe(201);
    }
    expect(await limitOf(d, cy.token)).toBe(false);
    expect((await api.post('/courses/ta-applications/', taForm(c), cy.token)).status).toBe(201);
    expect([await limitOf(d, cy.token), await limitOf(elsewhere, cy.token)]).toEqual([true, false]);
    const refused = await api.post('/courses/student-applications/', studentForm(d), cy.token);
    expect(refused.body).toEqual({ detail: MESSAGES.applicationCreationLimit, code: 'limit_reached' });
  });

  it('takes at most 3 of 20 parallel submissions to 5 courses, never two for one course and role', async () => {
    const bob = await newApplicant(portal, api, 'Bob');
    await fillProfile(api, bob.token);
    const courses = await Promise.all(Array.from({ length: 5 }, () => createCourse(api, admin, { season: 2031 })));
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        api.post('/courses/student-applications/', studentForm(courses[i % 5]), bob.token),
      ),
    );
    for (const response of responses) expect([201, 400, 409]).toContain(response.status);
    const created = responses.filter((response) => response.status === 201);
    const list = (await api.get<Page<ApplicationSummary>>('/courses/applications/', bob.token)).body.results;
    expect(created.length).toBeGreaterThan(0);
    expect(created.length).toBeLessThanOrEqual(3);
    expect(list).toHaveLength(created.length);
    expect(new Set(list.map((row) => row.course)).size).toBe(list.length);
  });

  it('keeps both of two parallel edits of one application, or refuses one with 409', async () => {
    const course = await createCourse(api, admin, { season: 2032 });
    const id = (await api.post<Created>('/courses/student-applications/', studentForm(course), ada.token)).body.id;
    const path = `/courses/student-applications/${id}/`;
    const [first, second] = await Promise.all([
      patch(api, path, { preprints_or_peer_reviewed_publications: 'A preprint.' }, ada.token),
      patch(api, path, { contact_for_future: false }, ada.token),
    ]);
    const after = (await api.get<ApplicationView>(path, ada.token)).body;
    if (first.status === 200) expect(after.preprints_or_peer_reviewed_publications).toBe('A preprint.');
    if (second.status === 200) expect(after.contact_for_future).toBe(false);
    expect([first.status, second.status].every((status) => status === 200 || status === 409)).toBe(true);
    expect([first.status, second.status]).toContain(200);
  });

  it('answers 404 to another applicant on every route with an id, and changes nothing', async () => {
    const eve = await newApplicant(portal, api, 'Eve');
    const course = await createCourse(api, admin, { season: 2033 });
    const forms = { student: studentForm(course), ta: taForm(course), mentor: mentorForm(course) };
    for (const [role, form] of Object.entries(forms)) {
      const id = (await api.post<Created>(`/courses/${role}-applications/`, form, ada.token)).body.id;
      const path = `/courses/${role}-applications/${id}/`;
      const before = (await api.get<ApplicationView>(path, ada.token)).body;
      const attempts = [
        api.get(path, eve.token),
        patch(api, path, { contact_for_future: false, participated_in_nma_last_year: true }, eve.token),
        api.request('DELETE', path, { token: eve.token }),
        patch(api, `${path}wants-to-enroll/`, { wants_to_enroll: true }, eve.token),
      ];
      for (const response of await Promise.all(attempts)) expect(response.status).toBe(404);
      const otherKind = role === 'student' ? 'ta' : 'student';
      expect((await api.get(`/courses/${otherKind}-applications/${id}/`, ada.token)).status).toBe(404);
      expect((await api.get(path, ada.token)).body).toEqual(before);
    }
    expect((await api.get<Page<ApplicationSummary>>('/courses/applications/', eve.token)).body.count).toBe(0);
  });
});
