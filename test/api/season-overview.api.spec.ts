import type { SeasonOverview } from '@portal/contracts';
import { newApplicant } from '../support/applicants';
import { type InProcessPortal, openPortal } from '../support/in-process-portal';
import { type Course, adminToken, daysFromNow, fillProfile } from './applications-fixtures';
import { apply, freshCourse, offer } from './enrollment-fixtures';
import { ApiClient } from './identity-client';
import { ifSet } from '../support/if-set';

/** The staff dashboard's season (issue 57 item 4): where each course stands, in counts (in process). */
describe('the season overview', () => {
  let portal: InProcessPortal;
  let api: ApiClient;
  let admin: string;
  let reviewer: string;
  let course: Course;

  beforeAll(async () => {
    portal = await openPortal('pglite');
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
    reviewer = await api.signIn('reviewer@example.org', 'demo-reviewer-2026');
    course = await freshCourse(api, admin);
    const people = await Promise.all(['Ana', 'Ben', 'Cleo', 'Dev'].map((name) => newApplicant(portal, api, name)));
    const ids: string[] = [];
    for (const person of people) {
      await fillProfile(api, person.token);
      ids.push(await apply(api, person.token, course, 'student'));
    }
    const [reviewed, , endingSoon, endingLater] = ids;
    const scores = { motivation: 4, background: 3, course_fit: 5 };
    const review = await api.post(`/admin/applications/${reviewed}/review/`, { scores, notes: '' }, reviewer);
    if (review.status !== 200) throw new Error(`no review: ${review.text}`);
    await offer(api, admin, endingSoon, daysFromNow(3));
    await offer(api, admin, endingLater, daysFromNow(30));
  }, 90_000);
  afterAll(() => ifSet(portal)?.stop());

  it('counts a course’s applications, reviews, offers ending soon, enrolments and pods for a reviewer', async () => {
    const answer = await api.get<SeasonOverview>(`/admin/season-overview/?season_id=${course.season_id}`, reviewer);
    expect(answer.status).toBe(200);
    // The course named only its number: it is in the season made for it, named after it.
    const season = { id: course.season_id, name: String(course.season) };
    expect(answer.body.season).toEqual(season);
    expect(answer.body.seasons).toContainEqual(season);
    expect(answer.body.courses).toEqual([
      {
        course_id: course.id,
        course_name: course.name,
        is_active: true,
        by_status: { applied: 2, accepted: 2 },
        applications: 4,
        reviewed: 1,
        to_review: 1,
        offers_open: 2,
        offers_ending_soon: 1,
        enrolled: 0,
        fee_waived: 0,
        waivers_to_decide: 0,
        pods: 0,
      },
    ]);
  });

  it('shows the newest season with a course when none is asked for, not a later empty one', async () => {
    const later = { name: 'Summer 2099', start_date: '2099-06-01', end_date: '2099-08-31' };
    expect((await api.post('/admin/seasons/', later, admin)).status).toBe(201);
    const answer = await api.get<SeasonOverview>('/admin/season-overview/', admin);
    expect(answer.body.seasons[0].name).toBe('Summer 2099');
    expect(answer.body.season).toEqual({ id: course.season_id, name: String(course.season) });
  });

  it('refuses a season that is no id, and an applicant', async () => {
    const bad = await api.get<Record<string, unknown>>('/admin/season-overview/?season=2026', admin);
    expect(bad.status).toBe(400);
    const notAnId = await api.get<Record<string, unknown>>('/admin/season-overview/?season_id=soon', admin);
    expect([notAnId.status, Object.keys(notAnId.body)]).toEqual([400, ['season_id']]);
    const applicant = await newApplicant(portal, api, 'Eve');
    expect((await api.get('/admin/season-overview/', applicant.token)).status).toBe(403);
  });
});
