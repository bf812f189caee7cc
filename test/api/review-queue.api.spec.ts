import { expect } from 'vitest';
import { newApplicant } from '../support/applicants';
import { type InProcessPortal, openPortal } from '../support/in-process-portal';
import { createStaffAccount } from '../../apps/api/src/identity/staff/create-staff-account';
import { type Course, adminToken, fillProfile, staffQuery as query } from './applications-fixtures';
import { apply, freshCourse } from './enrollment-fixtures';
import { ApiClient } from './identity-client';
import { ifSet } from '../support/if-set';
import type {
  SavedReviewFilter,
  SavedReviewFiltersResponse,
  StaffApplicationRow,
  ValidationErrorBody,
} from '@portal/contracts';

const SCORES = { motivation: 4, background: 3, course_fit: 5 };

/**
 * The review queue's server side with two reviewers (PostgreSQL, in process): what each of them has
 * reviewed, which the queue's "next unreviewed" skips, and their saved filters, each their own.
 */
describe('the review queue of two reviewers', () => {
  let portal: InProcessPortal;
  let api: ApiClient;
  let first: string;
  let second: string;
  let course: Course;
  const ids: string[] = [];

  const reviewedByMe = async (token: string) => {
    const params = { filter: { course: course.id }, sort: ['application_date', 'ASC'], range: [0, 9] };
    const rows = (await api.get<StaffApplicationRow[]>(`/admin/applications?${query(params)}`, token)).body;
    return rows.map((row) => [row.id, row.review_count, row.reviewed_by_me]);
  };
  const savedFilters = async (token: string) => {
    const listed = await api.get<SavedReviewFiltersResponse>('/admin/review-filters/', token);
    expect(listed.status).toBe(200);
    return listed.body.results;
  };
  const remove = (id: string, token: string) => api.request('DELETE', `/admin/review-filters/${id}/`, { token });

  beforeAll(async () => {
    portal = await openPortal('postgres');
    api = new ApiClient(portal.baseUrl);
    const admin = await adminToken(api);
    first = await api.signIn('reviewer@example.org', 'demo-reviewer-2026');
    const colleague = await newApplicant(portal, api, 'Wendeline');
    await createStaffAccount(portal.platform, { email: colleague.email, role: 'reviewer' });
    second = await api.signIn(colleague.email, colleague.password);
    course = await freshCourse(api, admin);
    for (const name of ['Vida', 'Ulrich']) {
      const applicant = await newApplicant(portal, api, name);
      await fillProfile(api, applicant.token);
      ids.push(await apply(api, applicant.token, course, 'student'));
    }
  }, 120_000);
  afterAll(() => ifSet(portal)?.stop());

  it('marks an application reviewed for the reviewer who reviewed it only, so the other still gets it as unreviewed', async () => {
    expect(await reviewedByMe(first)).toEqual([
      [ids[0], 0, false],
      [ids[1], 0, false],
    ]);
    expect((await api.post(`/admin/applications/${ids[0]}/review/`, { scores: SCORES }, first)).status).toBe(200);
    expect(await reviewedByMe(first)).toEqual([
      [ids[0], 1, true],
      [ids[1], 0, false],
    ]);
    expect(await reviewedByMe(second)).toEqual([
      [ids[0], 1, false],
      [ids[1], 0, false],
    ]);
    expect((await api.post(`/admin/applications/${ids[0]}/review/`, { scores: SCORES }, second)).status).toBe(200);
    expect(await reviewedByMe(second)).toEqual([
      [ids[0], 2, true],
      [ids[1], 0, false],
    ]);
  });

  it('keeps each reviewer’s saved filters on the server, by name, out of the other’s sight and reach', async () => {
    const filter = { course: course.id, role: 'student' };
    const saved = await api.post<SavedReviewFilter>(
      '/admin/review-filters/',
      { name: '  My students ', filter },
      first,
    );
    expect(saved.status).toBe(201);
    expect(saved.body).toEqual({ id: expect.any(String), name: 'My students', filter, saved_at: expect.any(String) });
    expect(await savedFilters(first)).toEqual([saved.body]);
    expect(await savedFilters(second)).toEqual([]);
    // The other reviewer can neither delete it nor find out that it exists.
    expect((await remove(saved.body.id, second)).status).toBe(404);
    expect(await savedFilters(first)).toHaveLength(1);

    // The same name again replaces the filter and keeps its id; the other reviewer's own is separate.
    const replaced = await api.post<SavedReviewFilter>(
      '/admin/review-filters/',
      { name: 'My students', filter: { course: course.id } },
      first,
    );
    expect([replaced.status, replaced.body.id, replaced.body.filter]).toEqual([
      201,
      saved.body.id,
      { course: course.id },
    ]);
    const theirs = await api.post<SavedReviewFilter>(
      '/admin/review-filters/',
      { name: 'My students', filter: { role: 'ta' } },
      second,
    );
    expect(theirs.body.id).not.toBe(saved.body.id);
    expect((await savedFilters(first)).map((found) => found.filter)).toEqual([{ course: course.id }]);
    expect((await savedFilters(second)).map((found) => found.filter)).toEqual([{ role: 'ta' }]);

    expect((await remove(saved.body.id, first)).status).toBe(204);
    expect(await savedFilters(first)).toEqual([]);
    expect((await remove(saved.body.id, first)).status).toBe(404);
    expect((await remove('not-an-id', first)).status).toBe(404);
  });

  it('refuses a filter without a name or that the list would refuse, saving nothing', async () => {
    const bad = await api.post<ValidationErrorBody>(
      '/admin/review-filters/',
      { name: ' ', filter: { role: 'pilot' } },
      first,
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(['filter.role', 'name']);
    expect(bad.body.name[0]).toEqual({ message: 'This field is required.', code: 'blank' });
    const unknownKey = await api.post<ValidationErrorBody>(
      '/admin/review-filters/',
      { name: 'Odd', filter: { colour: 'red' } },
      first,
    );
    expect([unknownKey.status, Object.keys(unknownKey.body)]).toEqual([400, ['filter']]);
    const notAnObject = await api.post<ValidationErrorBody>(
      '/admin/review-filters/',
      { name: 'Odd', filter: 'course' },
      first,
    );
    expect([notAnObject.status, Object.keys(notAnObject.body)]).toEqual([400, ['filter']]);
    const long = await api.post<Partial<ValidationErrorBody>>(
      '/admin/review-filters/',
      { name: 'x'.repeat(81), filter: {} },
      first,
    );
    expect([long.status, long.body.name?.[0]?.code]).toEqual([400, 'max_length']);
    expect(await savedFilters(first)).toEqual([]);
  });
});
