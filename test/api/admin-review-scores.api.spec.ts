import { expect } from 'vitest';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { type InProcessPortal, openPortal } from '../support/in-process-portal';
import { createStaffAccount } from '../../apps/api/src/identity/staff/create-staff-account';
import { type Course, adminToken, fillProfile, staffQuery as query } from './applications-fixtures';
import { apply, freshCourse } from './enrollment-fixtures';
import { ApiClient } from './identity-client';
import { ifSet } from '../support/if-set';
import type {
  StaffApplicationRow,
  UserView,
  ValidationErrorBody,
  applicationHistoryEntrySchema,
  applicationReviewsSchema,
  assignedReviewersSchema,
  reviewCriteriaViewSchema,
  reviewerLoadsSchema,
  staffApplicationRecordSchema,
} from '@portal/contracts';
import type { z } from 'zod';

type ReviewCriteria = z.infer<typeof reviewCriteriaViewSchema>;
type ApplicationReviews = z.infer<typeof applicationReviewsSchema>;
type StaffApplicationRecord = z.infer<typeof staffApplicationRecordSchema>;
type HistoryEntry = z.infer<typeof applicationHistoryEntrySchema>;

/** Reviewers' assignments and scores on weighted criteria, and anonymised review (PostgreSQL, in process). */
describe('reviews of applications', () => {
  let portal: InProcessPortal;
  let api: ApiClient;
  let admin: string;
  let reviewer: string;
  let zora: TestApplicant;
  let yann: TestApplicant;
  let course: Course;
  const ids: Record<string, string> = {};
  const INSTITUTION = 'Kwame Nkrumah University of Science and Technology';

  const review = (id: string, body: unknown, token = reviewer) =>
    api.post<ApplicationReviews>(`/admin/applications/${id}/review/`, body, token);
  const listRows = async (params: Record<string, unknown>, token = reviewer) =>
    (await api.get<StaffApplicationRow[]>(`/admin/applications?${query(params)}`, token)).body;

  beforeAll(async () => {
    portal = await openPortal('postgres');
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
    reviewer = await api.signIn('reviewer@example.org', 'demo-reviewer-2026');
    [zora, yann] = await Promise.all([newApplicant(portal, api, 'Zoraida'), newApplicant(portal, api, 'Yannick')]);
    await fillProfile(api, zora.token, { institution: INSTITUTION });
    await fillProfile(api, yann.token);
    course = await freshCourse(api, admin);
    ids.zora = await apply(api, zora.token, course, 'student');
    ids.yann = await apply(api, yann.token, course, 'student');
  }, 90_000);
  afterAll(() => ifSet(portal)?.stop());

  it('offers the default criteria until an admin sets a course’s own; reviewers cannot set them', async () => {
    const path = `/admin/review-criteria/${course.id}/student`;
    expect((await api.get<ReviewCriteria>(path, reviewer)).body.criteria.map((c) => c.key)).toEqual([
      'motivation',
      'background',
      'course_fit',
    ]);
    const criteria = [
      { key: 'motivation', label: 'Motivation', weight: 3 },
      { key: 'maths', label: 'Mathematics', weight: 1 },
    ];
    expect((await api.request('PUT', path, { json: { criteria }, token: reviewer })).status).toBe(403);
    const bad = await api.request<ValidationErrorBody>('PUT', path, {
      json: { criteria: [{ key: 'Bad Key', label: '', weight: -1 }] },
      token: admin,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(['criteria.0.key', 'criteria.0.label', 'criteria.0.weight']);
    const twice = await api.request<Partial<ValidationErrorBody>>('PUT', path, {
      json: { criteria: [criteria[0], criteria[0]] },
      token: admin,
    });
    expect([twice.status, twice.body.criteria?.[0]?.code]).toEqual([400, 'unique']);
    expect(
      (await api.request('PUT', `/admin/review-criteria/${course.id}/captain`, { json: { criteria }, token: admin }))
        .status,
    ).toBe(404);
    const set = await api.request<ReviewCriteria>('PUT', path, { json: { criteria }, token: admin });
    expect([set.status, set.body.criteria]).toEqual([200, criteria]);
  });

  it('records a reviewer’s weighted score and notes, with the reviewer as the actor', async () => {
    const saved = await review(ids.zora, { scores: { motivation: 5, maths: 1 }, notes: 'Clear plan.' });
    expect(saved.status).toBe(200);
    const reviewerId = (await api.get<UserView>('/users/me/', reviewer)).body.id;
    expect(saved.body.reviews).toEqual([
      expect.objectContaining({
        reviewer_id: reviewerId,
        reviewer_name: expect.stringMatching(/\S/),
        weighted_score: 4,
        notes: 'Clear plan.',
      }),
    ]);
    const history = await api.get<HistoryEntry[]>(`/admin/applications/${ids.zora}/history`, admin);
    expect(history.body.at(-1)).toEqual(expect.objectContaining({ type: 'ReviewRecorded', actor: reviewerId }));
  });

  it('refuses incomplete or out-of-range scores with a 400, changing nothing', async () => {
    for (const body of [{ scores: { motivation: 5 } }, { scores: { motivation: 6, maths: 1 } }, { scores: 'high' }]) {
      const refused = await review(ids.yann, body);
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body)[0]).toMatch(/^scores/);
    }
    expect((await review('no-such-application', { scores: { motivation: 5, maths: 1 } })).status).toBe(404);
    expect((await review(ids.yann, { scores: { motivation: 5, maths: 1 } }, zora.token)).status).toBe(403);
    expect((await api.get<ApplicationReviews>(`/admin/applications/${ids.yann}/reviews`, admin)).body.reviews).toEqual(
      [],
    );
  });

  it('shows the average of the reviews and their spread in the list, sortable', async () => {
    await review(ids.zora, { scores: { motivation: 1, maths: 1 }, notes: '' }, admin);
    await review(ids.yann, { scores: { motivation: 3, maths: 3 } });
    const rows = await listRows({ sort: ['review_average', 'DESC'], filter: { course: course.id } });
    expect(rows.map((row) => [row.id, row.review_average, row.review_spread, row.review_count])).toEqual([
      [ids.yann, 3, 0, 1],
      [ids.zora, 2.5, 1.5, 2],
    ]);
    const ascending = await listRows({ sort: ['review_spread', 'ASC'], filter: { course: course.id } });
    expect(ascending.map((row) => row.id)).toEqual([ids.yann, ids.zora]);
  });

  describe('assigning reviewers', () => {
    let colleague: TestApplicant;
    let colleagueToken: string;
    let reviewerId: string;

    beforeAll(async () => {
      // A reviewer from Zoraida's own institution: the balanced assignment must pass them over for her.
      colleague = await newApplicant(portal, api, 'Xavier');
      await fillProfile(api, colleague.token, { institution: INSTITUTION });
      const granted = await createStaffAccount(portal.platform, { email: colleague.email, role: 'reviewer' });
      expect(granted).toMatchObject({ userId: colleague.userId, created: false });
      colleagueToken = await api.signIn(colleague.email, colleague.password);
      reviewerId = (await api.get<UserView>('/users/me/', reviewer)).body.id;
    }, 60_000);

    it('balances a course’s applications over the reviewers, skipping one from the applicant’s institution', async () => {
      const reviewers = await api.get<z.infer<typeof reviewerLoadsSchema>>('/admin/reviewers', admin);
      expect(reviewers.body.map((r) => r.id)).toEqual(expect.arrayContaining([reviewerId, colleague.userId]));
      const assigned = await api.post('/admin/review-assignments/', { course: course.id, per_application: 2 }, admin);
      expect(assigned.body).toEqual({ assigned: 3 });
      const zoraReviewers = (await api.get<ApplicationReviews>(`/admin/applications/${ids.zora}/reviews`, admin)).body
        .reviewers;
      expect(zoraReviewers).toEqual([reviewerId]);
      const again = await api.post('/admin/review-assignments/', { course: course.id, per_application: 2 }, admin);
      expect(again.body).toEqual({ assigned: 0 });
      const mine = await listRows({ filter: { course: course.id, reviewer: 'me' } }, colleagueToken);
      expect(mine.map((row) => row.id)).toEqual([ids.yann]);
      expect(mine[0].reviewer_ids).toEqual(expect.arrayContaining([reviewerId, colleague.userId]));
    });

    it('assigns by hand only staff accounts, and refuses bad input with a 400', async () => {
      const refused = await api.post<Partial<ValidationErrorBody>>(
        `/admin/applications/${ids.zora}/reviewers/`,
        { reviewers: [zora.userId] },
        admin,
      );
      expect([refused.status, refused.body.reviewers?.[0]?.code]).toEqual([400, 'invalid']);
      expect(
        (await api.get<ApplicationReviews>(`/admin/applications/${ids.zora}/reviews`, admin)).body.reviewers,
      ).toEqual([reviewerId]);
      const byHand = await api.post<z.infer<typeof assignedReviewersSchema>>(
        `/admin/applications/${ids.zora}/reviewers/`,
        { reviewers: [colleague.userId] },
        admin,
      );
      expect(byHand.body.reviewers).toEqual([reviewerId, colleague.userId]);
      const bad = await api.post<ValidationErrorBody>(
        '/admin/review-assignments/',
        { course: course.id, per_application: 9 },
        admin,
      );
      expect([bad.status, Object.keys(bad.body)]).toEqual([400, ['per_application']]);
      expect((await api.post('/admin/review-assignments/', { course: 'nope' }, admin)).status).toBe(404);
      expect((await api.post('/admin/review-assignments/', { course: course.id }, reviewer)).status).toBe(403);
    });
  });

  describe('in anonymised review', () => {
    beforeAll(async () => {
      expect(
        (await api.request('PUT', '/admin/review-settings', { json: { anonymised: true }, token: reviewer })).status,
      ).toBe(403);
      const on = await api.request('PUT', '/admin/review-settings', { json: { anonymised: true }, token: admin });
      expect(on.body).toEqual({ anonymised: true, anonymised_courses: [], identified_courses: [] });
    });

    it('no staff GET route a reviewer may call carries an applicant’s name, email or institution', async () => {
      const secrets = [zora.email, 'Zoraida', INSTITUTION, yann.email, 'Yannick'];
      const docs = (await fetch(`${portal.baseUrl}/api/docs-json`).then((response) => response.json())) as {
        paths: Record<string, Record<string, unknown>>;
      };
      const getRoutes = Object.entries(docs.paths)

        .filter(([path, operations]) => path.startsWith('/api/admin') && 'get' in operations)
        .map(([path]) => path);
      const fill = (path: string, id: string) =>
        path.replace('{id}', id).replace('{course}', course.id).replace('{role}', 'student').replace('{code}', 'GH');
      let read = 0;
      for (const path of getRoutes) {
        for (const id of [ids.zora, course.id]) {
          const url = fill(path, id).replace(/^\/api/, '');
          const withList =
            url.endsWith('/applications/') || url.endsWith('/export/')
              ? `${url}?${query({ range: [0, 99], filter: { course: course.id } })}`
              : url;
          const response = await api.get(withList, reviewer);
          if (response.status === 403) continue;
          if (response.status === 200) read += 1;
          for (const secret of secrets) expect([withList, response.text.includes(secret)]).toEqual([withList, false]);
        }
      }
      expect(read).toBeGreaterThanOrEqual(8);
    });

    it('does not let a reviewer find or order applicants by name or email', async () => {
      expect(await listRows({ filter: { course: course.id, q: 'Zoraida' } })).toEqual([]);
      expect(await listRows({ filter: { course: course.id, q: course.name } })).toHaveLength(2);
      const byName = await listRows({ sort: ['applicant_name', 'ASC'], filter: { course: course.id } });
      expect(byName.every((row) => row.applicant_name === 'Anonymised applicant' && row.email === '')).toBe(true);
    });

    it('still shows admins who applied, and a course may opt out', async () => {
      const adminRows = await listRows({ filter: { course: course.id, q: 'Zoraida' } }, admin);
      expect(adminRows.map((row) => row.email)).toEqual([zora.email]);
      await api.request('PUT', '/admin/review-settings', {
        json: { course: course.id, anonymised: false },
        token: admin,
      });
      const shown = await api.get<StaffApplicationRecord>(`/admin/applications/${ids.zora}`, reviewer);
      expect(shown.body.applicant.email).toBe(zora.email);

      expect(
        (
          await api.request('PUT', '/admin/review-settings', {
            json: { course: 'no-such-course', anonymised: false },
            token: admin,
          })
        ).status,
      ).toBe(404);
    });
  });
});
