import { MESSAGES, type SeasonView, courseFieldsSchema, seasonIdForNumber } from '@portal/contracts';
import { courseStreamId } from '@portal/domain';
import type { NewEvent, StreamDecider } from '@portal/event-store';
import { createLogger } from '@portal/platform';
import { newApplicant } from '../support/applicants';
import { type InProcessPortal, openPortal } from '../support/in-process-portal';
import { ifSet } from '../support/if-set';
import { moveCoursesIntoSeasons } from '../../apps/api/src/catalog/seasons/move-courses-into-seasons';
import { type Course, adminToken, courseFields, createCourse, fillProfile, studentForm } from './applications-fixtures';
import { ApiClient } from './identity-client';

type FieldErrors = Partial<Record<string, Array<{ message: string }>>>;

/** Seasons as named records (issue 57 item 7, DESIGN.md §9), in process. */
describe('seasons', () => {
  let portal: InProcessPortal;
  let api: ApiClient;
  let admin: string;
  let reviewer: string;

  const newSeason = async (name: string, year: number) => {
    const response = await api.post<SeasonView>(
      '/admin/seasons/',
      { name, start_date: `${year}-06-01`, end_date: `${year}-08-31` },
      admin,
    );
    if (response.status !== 201) throw new Error(`season not created: ${response.text}`);
    return response.body;
  };
  const courseIn = (season: SeasonView) => createCourse(api, admin, { season: undefined, season_id: season.id });
  const seasonsNamed = async (q: string) =>
    (await api.get<SeasonView[]>(`/admin/seasons/?filter=${encodeURIComponent(JSON.stringify({ q }))}`, admin)).body;

  beforeAll(async () => {
    portal = await openPortal('pglite');
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
    reviewer = await api.signIn('reviewer@example.org', 'demo-reviewer-2026');
  }, 90_000);
  afterAll(() => ifSet(portal)?.stop());

  it('are created by admins, listed with their courses, and read by reviewers', async () => {
    const season = await newSeason('Summer 2041', 2041);
    expect(season).toMatchObject({
      name: 'Summer 2041',
      start_date: '2041-06-01',
      end_date: '2041-08-31',
      course_count: 0,
    });
    const course = await courseIn(season);
    // The course's programme year is the year its season starts.
    expect([course.season_id, course.season]).toEqual([season.id, 2041]);
    const listed = await api.get<SeasonView[]>('/admin/seasons/', reviewer);
    expect(listed.status).toBe(200);
    expect(listed.body.find((found) => found.id === season.id)?.course_count).toBe(1);
    const byReviewer = await api.post(
      '/admin/seasons/',
      { name: 'R', start_date: '2041-01-01', end_date: '2041-02-01' },
      reviewer,
    );
    expect(byReviewer.status).toBe(403);
    const applicant = await newApplicant(portal, api, 'Sol');
    expect((await api.get('/admin/seasons/', applicant.token)).status).toBe(403);
  });

  it('refuses a name taken however it is written, and an end before the start, creating nothing', async () => {
    await newSeason('Winter 2042', 2042);
    const twin = await api.post<FieldErrors>(
      '/admin/seasons/',
      { name: ' winter  2042', start_date: '2042-01-01', end_date: '2042-02-01' },
      admin,
    );
    expect([twin.status, twin.body.name?.[0].message]).toEqual([400, 'A season with this name already exists.']);
    const backwards = await api.post<FieldErrors>(
      '/admin/seasons/',
      { name: 'Backwards', start_date: '2042-05-01', end_date: '2042-04-01' },
      admin,
    );
    expect([backwards.status, backwards.body.end_date?.[0].message]).toEqual([
      400,
      'The season must end after it starts.',
    ]);
    expect((await seasonsNamed('2042')).map((season) => season.name)).toEqual(['Winter 2042']);
    expect((await seasonsNamed('Backwards')).length).toBe(0);
  });

  it('are renamed, freeing the old name and refusing a taken one', async () => {
    const spring = await newSeason('Spring 2043', 2043);
    await newSeason('Autumn 2043', 2043);
    const taken = await api.request<FieldErrors>('PUT', `/admin/seasons/${spring.id}`, {
      json: { name: 'AUTUMN 2043' },
      token: admin,
    });
    expect(taken.status).toBe(400);
    const renamed = await api.request<SeasonView>('PUT', `/admin/seasons/${spring.id}`, {
      json: { name: 'Early 2043' },
      token: admin,
    });
    expect([renamed.status, renamed.body.name]).toEqual([200, 'Early 2043']);
    expect((await newSeason('Spring 2043', 2043)).id).not.toBe(spring.id);
    const missing = await api.request('PUT', '/admin/seasons/5ea5a000-0000-4000-8000-00000000ffff', {
      json: { name: 'x' },
      token: admin,
    });
    expect(missing.status).toBe(404);
  });

  it('refuses a course in a season that does not exist, or in none', async () => {
    const unknown = await api.post<FieldErrors>(
      '/admin/courses/',
      courseFields({ season: undefined, season_id: '5ea5a000-0000-4000-8000-00000000eeee' }),
      admin,
    );
    expect([unknown.status, unknown.body.season_id?.[0].message]).toEqual([400, 'Choose a season that exists.']);
    const none = await api.post<FieldErrors>('/admin/courses/', courseFields({ season: undefined }), admin);
    expect([none.status, none.body.season_id?.[0].message]).toEqual([400, 'Choose the season the course belongs to.']);
  });

  it('take a course that names only a number into the season of that name, made once', async () => {
    const [first, second] = await Promise.all([
      createCourse(api, admin, { season: 2044 }),
      createCourse(api, admin, { season: 2044 }),
    ]);
    expect(first.season_id).toBe(second.season_id);
    expect(await seasonsNamed('2044')).toMatchObject([{ id: first.season_id, name: '2044', course_count: 2 }]);
    // A season staff named after a number takes that number's courses.
    const named = await newSeason('2045', 2045);
    expect((await createCourse(api, admin, { season: 2045 })).season_id).toBe(named.id);
  });

  it('count the 3 applications within a season, not between seasons of one year', async () => {
    const [busy, other] = [await newSeason('Busy 2046', 2046), await newSeason('Other 2046', 2046)];
    const courses = await Promise.all([0, 1, 2, 3].map(() => courseIn(busy)));
    const elsewhere = await courseIn(other);
    const kit = await newApplicant(portal, api, 'Kit');
    await fillProfile(api, kit.token);
    for (const course of courses.slice(0, 3))
      expect((await api.post('/courses/student-applications/', studentForm(course), kit.token)).status).toBe(201);
    const fourth = await api.post('/courses/student-applications/', studentForm(courses[3]), kit.token);
    expect(fourth.body).toEqual({ detail: MESSAGES.applicationCreationLimit, code: 'limit_reached' });
    expect((await api.post('/courses/student-applications/', studentForm(elsewhere), kit.token)).status).toBe(201);
  });

  it('keep a course with applications, and let one without move', async () => {
    const [from, to] = [await newSeason('From 2047', 2047), await newSeason('To 2048', 2048)];
    const [taken, empty] = [await courseIn(from), await courseIn(from)];
    const lee = await newApplicant(portal, api, 'Lee');
    await fillProfile(api, lee.token);
    expect((await api.post('/courses/student-applications/', studentForm(taken), lee.token)).status).toBe(201);
    const move = (course: Course) =>
      api.request<Partial<FieldErrors> & Partial<Course>>('PUT', `/admin/courses/${course.id}`, {
        json: { season_id: to.id },
        token: admin,
      });
    const refused = await move(taken);
    expect([refused.status, (refused.body as FieldErrors).season_id?.[0].message]).toEqual([
      400,
      'A course with applications stays in its season.',
    ]);
    const moved = await move(empty);
    expect([moved.status, moved.body.season_id, moved.body.season]).toEqual([200, to.id, 2048]);
  });

  it('are made, when the portal starts, for courses created before seasons existed', async () => {
    const courseId = '01d00000-0000-4000-8000-000000000001';
    // Every field with its default, as the API stored it, but no season id.
    const fields = courseFieldsSchema.omit({ season_id: true }).parse(courseFields({ season: 2049, questions: [] }));
    // The event as the portal recorded it before seasons: the season number, no season id.
    const old = { type: 'CourseCreated', data: { courseId, fields, createdAt: new Date().toISOString() } };
    await portal.platform.commands.execute(
      { correlation_id: courseId, causation_id: null, actor: 'system' },
      async (session) => {
        session.decide(await session.load(courseStreamId(courseId), APPEND_AS_TOLD), 'course', [old]);
      },
    );
    expect(await seasonsNamed('2049')).toEqual([]);
    expect(await moveCoursesIntoSeasons(portal.platform, createLogger('silent', 'test'))).toBe(1);
    expect(await seasonsNamed('2049')).toMatchObject([{ id: seasonIdForNumber(2049), name: '2049', course_count: 1 }]);
    const course = await api.get<Course>(`/admin/courses/${courseId}`, admin);
    expect(course.body.season_id).toBe(seasonIdForNumber(2049));
    // Started again, it finds nothing left to move.
    expect(await moveCoursesIntoSeasons(portal.platform, createLogger('silent', 'test'))).toBe(0);
  });
});

/** A decider that appends what it is told: the old event is written as it was, not as today's rules would. */
const APPEND_AS_TOLD: StreamDecider<NewEvent[], NewEvent, null> = {
  eventTypes: {},
  initialState: () => null,
  evolve: (state) => state,
  decide: (events) => events,
};
