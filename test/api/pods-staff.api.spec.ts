import { expect } from 'vitest';
import {
  type CertificateView,
  type DetailErrorBody,
  MESSAGES,
  type MatchingProposalView,
  type MediaFileView,
  type PodView,
  type ValidationErrorBody,
} from '@portal/contracts';
import { newApplicant } from '../support/applicants';
import { type InProcessPortal, openPortal } from '../support/in-process-portal';
import { adminToken, daysFromNow, updateCourse } from './applications-fixtures';
import { ApiClient } from './identity-client';
import { type Cohort, podOf, smallCohort } from './pods-fixtures';
import { ifSet } from '../support/if-set';

/** Staff's side of pods (pglite): adjusting and applying a proposal, the release date, content, TA certificates. */
describe('staff forming pods and opening course content (pglite)', () => {
  let portal: InProcessPortal;
  let api: ApiClient;
  let admin: string;
  let cohort: Cohort;

  beforeAll(async () => {
    portal = await openPortal('pglite');
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
    cohort = await smallCohort(portal, api, admin);
  }, 180_000);
  afterAll(() => ifSet(portal)?.stop());

  const application = (index: number) => cohort.applications.get(cohort.students[index]) as string;

  it('reads a course never matched as null, and says why the default sizes formed no pod for four students', async () => {
    const course = cohort.course.id;
    const before = await api.get(`/admin/matching/${course}/`, admin);
    expect(before.status).toBe(200);
    expect(before.body).toBeNull();
    expect((await api.get('/admin/matching/no-such-course/', admin)).status).toBe(404);

    const proposed = await api.post<MatchingProposalView>('/admin/matching/', { course }, admin);
    expect(proposed.status).toBe(201);
    expect(proposed.body).toMatchObject({ pods: [], pod_size: { min: 12, target: 15, max: 18 } });
    expect(proposed.body.no_pods_reason).toBe(
      'No pod was formed: 4 students are enrolled, fewer than the smallest pod size (12). ' +
        'Lower the minimum pod size to 4 or fewer, or wait for more enrolments.',
    );
    expect(new Set(proposed.body.unmatched.map((entry) => `${entry.kind} ${entry.reason}`))).toEqual(
      new Set(['student too_few_students', 'ta not_needed']),
    );
    for (const entry of proposed.body.unmatched.filter((one) => one.kind === 'ta'))
      expect(entry.detail).toBe('No pod was formed, so there is no pod or megapod to staff.');
    expect(proposed.body.objective).toMatchObject({ value: 0, bound: 0, gap: 0 });
  });

  it('adjusts a proposal within the hard constraints, applies it once, and refuses what comes after', async () => {
    const course = cohort.course.id;
    const proposed = await api.post<MatchingProposalView>(
      '/admin/matching/',
      { course, pod_size: { target: 2, min: 1, max: 2 } },
      admin,
    );
    expect(proposed.status).toBe(201);
    expect(proposed.body.pod_size).toEqual({ target: 2, min: 1, max: 2 });
    const { proposal_id, pods } = proposed.body;
    const matched = proposed.body.objective.matchedStudents;
    const [full, other] = pods;
    // A third student in a pod of at most two is refused, with the reason, and nothing changes.
    const tooMany = await api.post<ValidationErrorBody>(
      `/admin/matching/${course}/adjust/`,
      { proposal_id, moves: [{ student: other.studentIds[0], to_pod: full.key }] },
      admin,
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.non_field_errors[0].message).toMatch(/size|students/i);
    expect((await api.get<MatchingProposalView>(`/admin/matching/${course}/`, admin)).body.adjusted).toBe(false);
    // Taking one out is fine; they are then unmatched, removed by staff.
    const out = await api.post<MatchingProposalView>(
      `/admin/matching/${course}/adjust/`,
      { proposal_id, moves: [{ student: other.studentIds[0], to_pod: null }] },
      admin,
    );
    expect(out.body).toMatchObject({
      adjusted: true,
      unmatched: [expect.objectContaining({ id: other.studentIds[0], reason: 'removed_by_staff' })],
    });
    const back = await api.post<MatchingProposalView>(
      `/admin/matching/${course}/adjust/`,
      { proposal_id, moves: [{ student: other.studentIds[0], to_pod: other.key }] },
      admin,
    );
    expect(back.body.unmatched).toEqual([]);
    expect(back.body.no_pods_reason).toBeNull();
    // The objective is measured again after each move, on the pods as they now stand.
    expect(out.body.objective.matchedStudents).toBe(matched - 1);
    expect(out.body.objective.unmatchedStudents).toBe(proposed.body.objective.unmatchedStudents + 1);
    expect(back.body.objective).toEqual(proposed.body.objective);

    expect(
      (await api.post<DetailErrorBody>(`/admin/matching/${course}/apply/`, { proposal_id: 'not-the-latest' }, admin))
        .body.code,
    ).toBe('stale_proposal');
    expect(
      (await api.post<MatchingProposalView>(`/admin/matching/${course}/apply/`, { proposal_id }, admin)).body.status,
    ).toBe('formed');
    expect(
      (await api.post<DetailErrorBody>(`/admin/matching/${course}/apply/`, { proposal_id }, admin)).body.code,
    ).toBe('already_formed');
    expect((await api.post<DetailErrorBody>('/admin/matching/', { course }, admin)).body.code).toBe('already_formed');
    expect((await api.post('/admin/matching/', { course: 'no-such-course' }, admin)).status).toBe(404);
    expect(
      (await api.post('/admin/matching/', { course, pod_size: { target: 20, min: 30, max: 10 } }, admin)).status,
    ).toBe(400);
  });

  it('shows a student their pod only from the course’s pod_realise_date on; the TA sees it at once', async () => {
    const [tess] = cohort.tas;
    const ada = cohort.students[0];
    await updateCourse(api, admin, cohort.course.id, { pod_realise_date: daysFromNow(5) });
    const podId = (await podOf(api, tess, 'ta', cohort.applications.get(tess) as string)) as string;
    expect(podId).toBeTruthy();
    expect(await podOf(api, ada, 'student', application(0))).toBeNull();
    expect((await api.get(`/pods/${podId}/`, ada.token)).status).toBe(404);
    await updateCourse(api, admin, cohort.course.id, { pod_realise_date: daysFromNow(-1) });
    const studentPod = await podOf(api, ada, 'student', application(0));
    expect((await api.get<PodView>(`/pods/${studentPod}/`, ada.token)).body.viewer_role).toBe('student');
  });

  it('opens course content to enrolled people, and to others with the shared password', async () => {
    const files = [{ name: 'Week 1 slides', url: 'https://content.example/week1.pdf' }];
    const set = await api.request('PUT', `/admin/courses/${cohort.course.id}/content/`, {
      json: { files, password: 'open-sesame-1' },
      token: admin,
    });
    expect(set.body).toEqual({ files: [expect.objectContaining(files[0])], has_password: true });
    const enrolled = (await api.get<{ results: MediaFileView[] }>('/media_files', cohort.students[0].token)).body;
    expect(enrolled.results).toEqual([expect.objectContaining({ ...files[0], course: cohort.course.id })]);

    const guest = await newApplicant(portal, api, 'Guest');
    expect((await api.get('/media_files', guest.token)).body).toEqual({
      detail: MESSAGES.contentLocked,
      code: 'permission_denied',
    });
    const wrong = await api.post('/media_files/verify_password/', { password: 'open-sesame-2' }, guest.token);
    expect(wrong.body).toEqual({ password: [{ message: MESSAGES.wrongContentPassword, code: 'invalid' }] });
    expect(
      (await api.post<ValidationErrorBody>('/media_files/verify_password/', {}, guest.token)).body.password[0].code,
    ).toBe('required');
    const right = await api.post('/media_files/verify_password/', { password: 'open-sesame-1' }, guest.token);
    expect(right.body).toEqual({ detail: MESSAGES.downloadStarted, course: cohort.course.id });
    expect((await api.get<{ count: number }>('/media_files', guest.token)).body.count).toBe(1);

    // Guessing is throttled like signing in: the fifth wrong try in 15 minutes is the last.
    const guesser = await newApplicant(portal, api, 'Guesser');
    for (let i = 0; i < 5; i++)
      await api.post('/media_files/verify_password/', { password: `guess-${i}` }, guesser.token);
    const blocked = await api.post('/media_files/verify_password/', { password: 'open-sesame-1' }, guesser.token);
    expect(blocked.status).toBe(429);
  });

  it('issues each TA the certificate of their role', async () => {
    const issued = await api.post(`/admin/courses/${cohort.course.id}/ta-certificates/`, {}, admin);
    expect(issued.body).toEqual({ issued: 2 });
    const [tess] = cohort.tas;
    const list = (await api.get<CertificateView[]>('/users/certificates/', tess.token)).body;

    expect(list).toEqual([expect.objectContaining({ certificate_type: 'ta_certificate', course: cohort.course.id })]);
  });
});
