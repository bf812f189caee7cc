import { MESSAGES, type PodView } from '@portal/contracts';
import { type TestApplicant, newApplicant } from '../support/applicants';
import { type InProcessPortal, openPortal } from '../support/in-process-portal';
import { adminToken } from './applications-fixtures';
import { ApiClient } from './identity-client';
import { type Cohort, matchAndApply, podOf, smallCohort } from './pods-fixtures';
import { ifSet } from '../support/if-set';
import { defined } from '../support/defined';

/**
 * Who may do what on a pod (docs/architecture.md §5, spec 2 §6): its regular TA records attendance and marks
 * completion and sees emails, students' status and the meeting login. Another TA, a student of the pod and
 * a student of another pod are refused on both, and none of them sees an email or the login, on either read
 * route. A student who dropped out shows as such to the TA and staff, and takes no more marks.
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
  let admin: string;
  /** The pod's other student, who drops out in the last test but one. */
  let leaver: TestApplicant;

  beforeAll(async () => {
    portal = await openPortal('pglite');
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
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
    leaver = defined(
      cohort.students.find((student) => inside.has(student.userId) && student !== insideStudent),
      'the pod’s second student',
    );
    record = pod.students[0].attendance[0];
    stranger = await newApplicant(portal, api, 'Stranger');
  }, 180_000);
  afterAll(() => ifSet(portal)?.stop());

  const application = (person: TestApplicant) => defined(cohort.applications.get(person), 'an application');

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
    expect(pod.students.map((student) => student.status)).toEqual(['enrolled', 'enrolled']);
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

  it('shows a drop-out to the pod’s TA and staff, not to a fellow student, and takes no more marks for them', async () => {
    const dropped = await api.post(`/admin/applications/${application(leaver)}/drop-out/`, { reason: 'Moved.' }, admin);
    expect(dropped.status).toBe(200);
    const statusOf = (view: PodView, person: TestApplicant) =>
      view.students.find((student) => student.id === person.userId)?.status;
    for (const viewer of [tess.token, admin]) {
      const view = (await api.get<PodView>(`/pods/${podId}/`, viewer)).body;
      expect([statusOf(view, leaver), statusOf(view, insideStudent)]).toEqual(['dropped_out', 'enrolled']);
    }
    const fellow = (await api.get<PodView>(`/pods/${podId}/`, insideStudent.token)).body;
    expect(fellow.students.map((student) => student.status)).toEqual([null, null]);

    const leaverView = (await api.get<PodView>(`/pods/${podId}/`, tess.token)).body.students.find(
      (student) => student.id === leaver.userId,
    );
    const day = defined(leaverView?.attendance[0], 'a day of the drop-out');
    const refusal = { detail: MESSAGES.studentDroppedOut, code: 'dropped_out' };
    const attended = await api.request('PUT', `/pods/attendance/${day.id}/`, {
      json: { percentage: 0.5, project_percentage: 0.5 },
      token: tess.token,
    });
    expect([attended.status, attended.body]).toEqual([400, refusal]);
    const marks = { user: leaver.userId, pod: podId, course: cohort.course.id, completed_project: false };
    const completed = await api.post('/users/certificates/', { ...marks, completed_course: true }, tess.token);
    expect([completed.status, completed.body]).toEqual([400, refusal]);
    const after = (await api.get<PodView>(`/pods/${podId}/`, tess.token)).body.students.find(
      (student) => student.id === leaver.userId,
    );
    expect(after).toMatchObject({ completed_course: false, attendance: leaverView?.attendance });
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
