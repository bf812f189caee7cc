import { expect } from 'vitest';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { type InProcessPortal, openPortal } from '../support/in-process-portal';
import { type Course, adminToken, fillProfile, staffQuery as query, updateCourse } from './applications-fixtures';
import { apply, freshCourse } from './enrollment-fixtures';
import { ApiClient } from './identity-client';
import { ifSet } from '../support/if-set';
import type {
  ApplicationHistoryEntry,
  CourseView,
  StaffApplicationRow,
  UserView,
  ValidationErrorBody,
  staffApplicationRecordSchema,
} from '@portal/contracts';
import type { z } from 'zod';

type StaffApplicationRecord = z.infer<typeof staffApplicationRecordSchema>;

/** The staff reads in the ra-data-simple-rest convention (PGlite, in process). */
describe('the staff app API', () => {
  let portal: InProcessPortal;
  let api: ApiClient;
  let admin: string;
  let reviewer: string;
  let ada: TestApplicant;
  let bob: TestApplicant;
  let course: Course;
  const ids: Record<string, string> = {};

  /** `T`: the rows, or the error body a refused query answers. */
  const list = <T = StaffApplicationRow[]>(params: Record<string, unknown>, token = admin) =>
    api.get<T>(`/admin/applications?${query(params)}`, token);
  const inCourse = (filter: Record<string, unknown> = {}) => ({ course: course.id, ...filter });

  beforeAll(async () => {
    portal = await openPortal('pglite');
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
    reviewer = await api.signIn('reviewer@example.org', 'demo-reviewer-2026');
    [ada, bob] = await Promise.all([newApplicant(portal, api, 'Ada'), newApplicant(portal, api, 'Bob')]);
    await Promise.all([fillProfile(api, ada.token), fillProfile(api, bob.token)]);
    course = await freshCourse(api, admin);
    ids.adaStudent = await apply(api, ada.token, course, 'student');
    ids.bobStudent = await apply(api, bob.token, course, 'student');
    ids.adaTa = await apply(api, ada.token, course, 'ta');
  }, 60_000);
  afterAll(() => ifSet(portal)?.stop());

  it('pages the list with Content-Range, oldest first when asked', async () => {
    const first = await list({ range: [0, 1], sort: ['application_date', 'ASC'], filter: inCourse() });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-range')).toBe('applications 0-1/3');
    expect(first.body.map((row) => row.id)).toEqual([ids.adaStudent, ids.bobStudent]);
    const second = await list({ range: [2, 3], sort: ['application_date', 'ASC'], filter: inCourse() });
    expect(second.headers.get('content-range')).toBe('applications 2-2/3');
    expect(second.body.map((row) => row.id)).toEqual([ids.adaTa]);
    const beyond = await list({ range: [10, 19], filter: inCourse() });
    expect([beyond.headers.get('content-range'), beyond.body]).toEqual(['applications */3', []]);
  });

  it('filters by role, status and free text, and sorts by applicant', async () => {
    const tas = await list({ filter: inCourse({ role: 'ta' }) });
    expect(tas.body.map((row) => row.id)).toEqual([ids.adaTa]);
    const byEmail = await list({ filter: inCourse({ q: bob.email.toUpperCase() }) });
    expect(byEmail.body).toEqual([
      expect.objectContaining({
        id: ids.bobStudent,
        email: bob.email,
        applicant_name: 'Bob Applicant',
        role: 'student',
      }),
    ]);
    const byName = await list({ sort: ['applicant_name', 'DESC'], filter: inCourse({ role: 'student' }) });
    expect(byName.body.map((row) => row.id)).toEqual([ids.bobStudent, ids.adaStudent]);
    expect((await list({ filter: inCourse({ status: 'waitlist' }) })).body).toEqual([]);
  });

  it('refuses applicants and anonymous callers, and lets reviewers read', async () => {
    expect((await list({}, ada.token)).status).toBe(403);
    expect((await api.get('/admin/applications')).status).toBe(401);
    expect((await api.get(`/admin/applications/${ids.adaStudent}/history`, ada.token)).status).toBe(403);
    expect((await api.get('/admin/courses', ada.token)).status).toBe(403);
    expect((await list({ filter: inCourse() }, reviewer)).status).toBe(200);
    expect((await api.get(`/admin/courses/${course.id}`, reviewer)).status).toBe(200);
    const edit = await api.request('PUT', `/admin/courses/${course.id}`, {
      json: { name: 'Renamed' },
      token: reviewer,
    });
    expect(edit.status).toBe(403);
  });

  it('answers a malformed range, sort or filter with 400 in the error format', async () => {
    const badJson = await api.get('/admin/applications?range=[0,', admin);
    expect(badJson.status).toBe(400);
    expect(badJson.body).toEqual({ range: [{ message: 'Not valid JSON.', code: 'invalid' }] });
    expect(Object.keys((await list<ValidationErrorBody>({ range: [5, 1] })).body)).toEqual(['range']);
    expect(Object.keys((await list<ValidationErrorBody>({ sort: ['password', 'ASC'] })).body)).toEqual(['sort.0']);
    expect((await list({ filter: { status: 'unknown' } })).status).toBe(400);
    expect((await api.get(`/admin/courses?${query({ range: 'all' })}`, admin)).status).toBe(400);
  });

  it('shows an application with its applicant and answers', async () => {
    const shown = await api.get<StaffApplicationRecord>(`/admin/applications/${ids.bobStudent}`, reviewer);
    expect(shown.body).toMatchObject({
      id: ids.bobStudent,
      role: 'student',
      status: 'applied',
      course_name: course.name,
      applicant: { id: bob.userId, first_name: 'Bob', last_name: 'Applicant', email: bob.email },
    });
    expect(shown.body.answered_questions.map((answer) => answer.answer)).toEqual(['Some', 'Some', 'Some']);
    expect((await api.get('/admin/applications/00000000-0000-4000-8000-000000000000', admin)).status).toBe(404);
  });

  it("lists the application's events in order with the acting user", async () => {
    const reviewerId = (await api.get<UserView>('/users/me/', reviewer)).body.id;
    const decided = await api.post(`/admin/applications/${ids.adaStudent}/decide/`, { decision: 'offer' }, reviewer);
    expect(decided.status).toBe(200);
    const history = await api.get<ApplicationHistoryEntry[]>(`/admin/applications/${ids.adaStudent}/history`, reviewer);
    expect(history.status).toBe(200);
    expect(history.body[0]).toMatchObject({ position: 1, type: 'ApplicationSubmitted', actor: ada.userId });
    const positions = history.body.map((entry) => entry.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(history.body.slice(1)).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'OfferMade', actor: reviewerId })]),
    );
    const accepted = await list({ filter: inCourse({ status: 'accepted' }) });
    expect(accepted.body.map((row) => row.id)).toEqual([ids.adaStudent]);
  });

  it('lists and reads courses in the same convention', async () => {
    const page = await api.get<CourseView[]>(
      `/admin/courses?${query({ range: [0, 0], sort: ['created_at', 'DESC'] })}`,
      admin,
    );
    expect(page.status).toBe(200);
    expect(page.headers.get('content-range')).toMatch(/^courses 0-0\/\d+$/);
    expect(page.body).toEqual([expect.objectContaining({ id: course.id, name: course.name })]);
    const many = await api.get<CourseView[]>(`/admin/courses?${query({ filter: { id: [course.id] } })}`, admin);
    expect(many.body.map((row) => row.id)).toEqual([course.id]);
    expect((await api.get(`/admin/courses/${course.id}`, admin)).body).toMatchObject({ id: course.id });
  });

  it('shows a course edit in the public catalogue at once, though the catalogue is held in memory', async () => {
    const names = async () =>
      (await api.get<{ results: Course[] }>('/courses/?page_size=100', ada.token)).body.results
        .filter((row) => row.id === course.id)
        .map((row) => row.name);
    expect(await names()).toEqual([course.name]);
    await updateCourse(api, admin, course.id, { name: `${course.name} (renamed)` });
    expect(await names()).toEqual([`${course.name} (renamed)`]);
    await updateCourse(api, admin, course.id, { is_active: false });
    expect(await names()).toEqual([]);
    await updateCourse(api, admin, course.id, { is_active: true, name: course.name });
    expect(await names()).toEqual([course.name]);
  });
});
