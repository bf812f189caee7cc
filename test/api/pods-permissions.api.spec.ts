import { MESSAGES, type PodView } from '@portal/contracts';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { type InProcessPortal, openPortal } from '../support/in-process-portal';
import { adminToken } from './applications-fixtures';
import { ApiClient } from './identity-client';
import { type Cohort, matchAndApply, podOf, smallCohort } from './pods-fixtures';
import { ifSet } from '../support/if-set';

/**
 * Who may do what on a pod (docs/architecture.md §5, spec 2 §6): its regular TA records attendance and marks
 * completion and sees emails and the meeting login. Another TA, a student of the pod and a student
 * of another pod are refused on both, and none of them sees an email or the login, on either read route.
 */
describe('a pod’s permissions (pglite)', () => {
  let portal: InProcessPortal;
  let api: ApiClient;
  let cohort: Cohort;
  let podId: string;
  let tess: TestApplicant;
  let insideStudent: TestApplicant;
  let otherTa: TestApplicant;
  let outsideStudent: TestApplicant;
  let stranger: TestApplicant;
  let record: { id: string };

  beforeAll(async () => {
    portal = await openPortal('pglite');
    api = new ApiClient(portal.baseUrl);
    const admin = await adminToken(api);
    cohort = await smallCohort(portal, api, admin);
    await matchAndApply(api, admin, cohort.course);
    [tess, otherTa] = cohort.tas;
    podId = (await podOf(api, tess, 'ta', cohort.applications.get(tess) as string)) as string;
    const meeting = {
      meeting_link: 'https://zoom.example/j/2',
      claim_host_key: '654321',
      login_email: 'pod2@example.org',
      email_password: 'hunter2',
      transcripts: false,
    };
    await api.request('PUT', `/admin/pods/${podId}/meeting/`, { json: meeting, token: admin });
    const pod = (await api.get<PodView>(`/pods/${podId}/`, tess.token)).body;
    const inside = new Set(pod.students.map((student) => student.id));
    insideStudent = cohort.students.find((student) => inside.has(student.userId)) as TestApplicant;
    outsideStudent = cohort.students.find((student) => !inside.has(student.userId)) as TestApplicant;
    record = pod.students[0].attendance[0];
    stranger = await newApplicant(portal, api, 'Stranger');
  }, 180_000);
  afterAll(() => ifSet(portal)?.stop());

  const attend = (token: string) =>
    api.request('PUT', `/pods/attendance/${record.id}/`, { json: { percentage: 0.5, project_percentage: 1 }, token });
  const complete = (token: string) =>
    api.post(
      '/users/certificates/',
      {
        user: insideStudent.userId,
        pod: podId,
        course: cohort.course.id,
        completed_course: true,
        completed_project: false,
      },
      token,
    );

  it('lets the pod’s TA record attendance and completion, with the emails and the login', async () => {
    expect((await attend(tess.token)).status).toBe(200);
    expect((await complete(tess.token)).status).toBe(201);
    const pod = (await api.get<PodView>(`/pods/${podId}/`, tess.token)).body;
    expect(pod.students.every((student) => student.email?.includes('@'))).toBe(true);
    expect(pod.zoom).toMatchObject({ login_email: 'pod2@example.org', email_password: 'hunter2' });
  });

  it('refuses a student of the pod (403) and hides emails and the login from them on both routes', async () => {
    expect((await attend(insideStudent.token)).body).toEqual({
      detail: MESSAGES.notThisPodsTa,
      code: 'permission_denied',
    });
    expect((await complete(insideStudent.token)).status).toBe(403);
    const one = (await api.get<PodView>(`/pods/${podId}/`, insideStudent.token)).body;
    const many = (await api.get<{ results: PodView[] }>(`/pods/?ids=${podId}`, insideStudent.token)).body.results[0];
    for (const view of [one, many]) {
      expect(view.viewer_role).toBe('student');
      expect(view.zoom).toMatchObject({
        meeting_link: 'https://zoom.example/j/2',
        login_email: null,
        email_password: null,
      });
      expect(
        view.students.every(
          (student: { email: string | null; attendance: unknown[] }) =>
            student.email === null && student.attendance.length === 0,
        ),
      ).toBe(true);
    }
  });

  it.each([
    ['another pod’s TA', () => otherTa],
    ['a student of another pod', () => outsideStudent],
    ['an applicant on no pod', () => stranger],
  ])('finds nothing for %s: no pod, no attendance, no completion', async (_who, person) => {
    const { token } = person();
    expect((await attend(token)).status).toBe(404);
    expect((await complete(token)).status).toBe(404);
    expect((await api.get(`/pods/${podId}/`, token)).status).toBe(404);
    expect((await api.get(`/pods/?ids=${podId}`, token)).body).toMatchObject({ count: 0, results: [] });
  });

  it('keeps anonymous callers and applicants off the staff routes', async () => {
    expect((await api.get(`/pods/${podId}/`)).status).toBe(401);
    for (const [method, path] of [
      ['POST', '/admin/matching/'],
      ['POST', `/admin/matching/${cohort.course.id}/apply/`],
      ['PUT', `/admin/pods/${podId}/meeting/`],
      ['POST', '/admin/certificates/survey/'],
    ] as const)
      expect((await api.request(method, path, { json: {}, token: tess.token })).status).toBe(403);
  });
});
