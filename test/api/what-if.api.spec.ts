import { type InProcessPortal, openPortal } from '../support/in-process-portal';
import { adminToken, staffQuery as query } from './applications-fixtures';
import { ApiClient } from './identity-client';
import { demoApplicantsCreated, jobsSettled, runWhatIf } from './what-if-fixtures';
import { ifSet } from '../support/if-set';
import type { CourseView, DetailErrorBody, ValidationErrorBody } from '@portal/contracts';
import { defined } from '../support/defined';

const DAY = 86_400_000;
const COURSE = 'Computational Neuroscience';
/** The demo course whose student deadline has passed: some demo applicants applied in its last week. */
const CLOSED_COURSE = 'Neuro-AI';

/** Auditors' what-if replays over the demo's made-up applicants (pglite, as `npm start` runs). */
describe('a what-if replay of a course with demo applicants', () => {
  let portal: InProcessPortal;
  let api: ApiClient;
  let admin: string;
  let courseId: string;
  let closedCourse: { id: string; student_application_end_date: string };

  const listStudents = async (course = courseId) => {
    const params = { filter: { course, role: 'student' }, range: [0, 99], sort: ['application_date', 'ASC'] };
    return (await api.get(`/admin/applications?${query(params)}`, admin)).body as Array<Record<string, string>>;
  };
  const eventCount = async () =>
    (await api.request('GET', `/admin/events?${query({ range: [0, 0] })}`, { token: admin })).headers.get(
      'content-range',
    );

  beforeAll(async () => {
    portal = await openPortal('pglite', { SEED_DEMO_APPLICANTS: '40', LOG_LEVEL: 'info' });
    await demoApplicantsCreated(portal);
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
    // The log must stand still for the runs to be compared at one position.
    await jobsSettled(api, admin);
    const courses = await api.get<CourseView[]>(`/admin/courses?${query({ range: [0, 99] })}`, admin);
    courseId = defined(
      courses.body.find((course) => course.name === COURSE),
      COURSE,
    ).id;
    closedCourse = defined(
      courses.body.find((course) => course.name === CLOSED_COURSE),
      CLOSED_COURSE,
    );
  }, 240_000);
  afterAll(() => ifSet(portal)?.stop());

  it('lists the students who applied in the course’s last week as late under its deadline moved 7 days earlier, the same each time, changing nothing', async () => {
    const deadline = Date.parse(closedCourse.student_application_end_date);
    expect(deadline).toBeLessThan(Date.now());
    const date = new Date(deadline - 7 * DAY).toISOString();
    const students = await listStudents(closedCourse.id);
    const late = students.filter((row) => row.application_date >= date).map((row) => row.id);
    expect(late.length).toBeGreaterThan(0);
    expect(late.length).toBeLessThan(students.length);
    const eventsBefore = await eventCount();

    const body = { course: closedCourse.id, variation: { kind: 'deadline', role: 'student', date } };
    const first = await runWhatIf(api, admin, body);
    const second = await runWhatIf(api, admin, body);

    expect(first.run.status).toBe('done');
    expect(first.run.differences.map((difference) => difference.application_id)).toEqual(late);
    expect(first.run.differences.every((difference) => difference.what_if === 'refused_late')).toBe(true);
    expect(first.run.differences[0].reason).toMatch(/^Would have been refused as late: submitted /);
    expect(first.run.applications).toBeGreaterThanOrEqual(students.length);
    expect(
      first.progress.every((value, i) => value >= 0 && value <= 1 && (i === 0 || value >= first.progress[i - 1])),
    ).toBe(true);
    expect(first.run.progress).toBe(1);
    expect(second.run.log_position).toBe(first.run.log_position);
    expect(second.run.differences).toEqual(first.run.differences);
    // The log and the live read models are as they were.
    expect(await eventCount()).toBe(eventsBefore);
    expect(await listStudents(closedCourse.id)).toEqual(students);
  }, 60_000);

  it('puts the earliest unreviewed applicants above the line, and the demo’s offer below it, with three offers', async () => {
    // Nobody is reviewed yet: the ranking falls back to the earliest submitted.
    const ranked = (await listStudents()).filter((row) => row.status !== 'withdrawn');
    const offered = (row: Record<string, string>) => row.status === 'accepted';
    expect(ranked.some(offered)).toBe(true);
    const { run } = await runWhatIf(api, admin, {
      course: courseId,
      variation: { kind: 'offers', role: 'student', count: 3 },
    });
    expect(
      run.differences.map((difference) => [difference.application_id, difference.live, difference.what_if]),
    ).toEqual(
      ranked
        .map((row, i) => ({ row, above: i < 3 }))
        .filter(({ row, above }) => offered(row) !== above)
        .map(({ row, above }) => [
          row.id,
          offered(row) ? 'offered' : 'not_offered',
          above ? 'above_offer_line' : 'below_offer_line',
        ]),
    );
  }, 60_000);

  it('refuses a bad variation, an unknown course or run, and reviewers', async () => {
    const bad = await api.post<ValidationErrorBody>(
      '/admin/what-if/',
      { course: courseId, variation: { kind: 'deadline', role: 'pilot', date: 'soon' } },
      admin,
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(['variation.date', 'variation.role']);
    const unknownKind = await api.post<Partial<ValidationErrorBody>>(
      '/admin/what-if/',
      { course: courseId, variation: { kind: 'luck' } },
      admin,
    );
    expect([unknownKind.status, unknownKind.body['variation.kind']?.[0]?.message]).toEqual([
      400,
      'Choose a variation: deadline, review_weights or offers.',
    ]);
    const noCourse = await api.post<DetailErrorBody>(
      '/admin/what-if/',
      { course: 'nope', variation: { kind: 'offers', role: 'ta', count: 1 } },
      admin,
    );
    expect([noCourse.status, noCourse.body.detail]).toEqual([404, 'Course not found.']);
    expect((await api.get('/admin/what-if/not-a-run/', admin)).status).toBe(404);
    expect((await api.get('/admin/what-if/00000000-0000-4000-8000-000000000000/', admin)).status).toBe(404);
    const reviewer = await api.signIn('reviewer@example.org', 'demo-reviewer-2026');
    expect(
      (
        await api.post(
          '/admin/what-if/',
          { course: courseId, variation: { kind: 'offers', role: 'ta', count: 1 } },
          reviewer,
        )
      ).status,
    ).toBe(403);
  });
});
