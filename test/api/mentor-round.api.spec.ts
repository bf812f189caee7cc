import { expect } from 'vitest';
import { newApplicant } from '../support/applicants';
import { BACKENDS, type InProcessPortal, openPortal } from '../support/in-process-portal';
import { adminToken, fillProfile } from './applications-fixtures';
import { freshCourse } from './enrollment-fixtures';
import { ApiClient } from './identity-client';
import { type MentorCohort, approvedMentor, formOnePod, mentorCohort } from './mentor-round-fixtures';
import { ifSet } from '../support/if-set';
import type {
  ApplicationView,
  DetailErrorBody,
  MentorGroupView,
  MentorRoundView,
  PodView,
  ValidationErrorBody,
} from '@portal/contracts';

/**
 * The mentor round over HTTP (docs/architecture.md §8): refused before the pods are formed; proposed with its
 * report; staff edits that break a hard constraint refused by name with nothing changed; applied once;
 * then the mentor's dashboard lists their group and the pod views show groups and mentors.
 */
describe.each(BACKENDS)('the mentor round, served %s', (deployment) => {
  let portal: InProcessPortal;
  let api: ApiClient;
  let admin: string;
  let cohort: MentorCohort;

  beforeAll(async () => {
    portal = await openPortal(deployment);
    api = new ApiClient(portal.baseUrl);
    admin = await adminToken(api);
    cohort = await mentorCohort(portal, api, admin);
  }, 240_000);
  afterAll(() => ifSet(portal)?.stop());

  const idOf = (who: keyof Pick<MentorCohort, 'mia' | 'max' | 'ta'>) => cohort.applications.get(cohort[who]) as string;

  it('proposes, adjusts within the hard constraints, applies once, and shows the groups', async () => {
    const course = cohort.course.id;
    const early = await api.post<DetailErrorBody>('/admin/mentor-rounds/', { course }, admin);
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({ code: 'pods_not_formed', detail: expect.stringMatching(/pods .* not formed/) });
    // Before the first round the course's round reads as null, not 404: nothing yet is a normal state.
    const none = await api.get(`/admin/mentor-rounds/${course}/`, admin);
    expect([none.status, none.body]).toEqual([200, null]);
    expect((await api.get('/admin/mentor-rounds/no-such-course/', admin)).status).toBe(404);

    const podId = await formOnePod(api, admin, cohort.course);
    const proposed = await api.post<MentorRoundView>('/admin/mentor-rounds/', { course }, admin);
    expect(proposed.status).toBe(201);
    const { proposal_id, groups, objective } = proposed.body;
    expect(groups.map((group) => group.student_ids.length)).toEqual([4, 4]);
    expect(objective).toMatchObject({ groups: 2, mentoredGroups: 1, unmentoredGroups: 1, gap: 0 });
    expect(objective.value).toBe(objective.bound);
    const [mentored, lonely] = groups[0].mentor_id ? groups : [groups[1], groups[0]];
    expect(mentored.mentor_id).toBe(idOf('mia'));
    expect(proposed.body.unmatched_groups).toEqual([
      expect.objectContaining({ key: lonely.key, reason: 'mentors_full' }),
    ]);
    expect(proposed.body.unmatched_mentors).toEqual([
      expect.objectContaining({ id: idOf('max'), reason: 'no_fitting_group' }),
    ]);

    // Each broken rule is refused with its own message, and the proposal stays as it was.
    /** `T`: the round, or the error body a refused change answers. */
    const adjust = <T = MentorRoundView>(changes: Record<string, unknown>) =>
      api.post<T>(`/admin/mentor-rounds/${course}/adjust/`, { proposal_id, ...changes }, admin);
    const refusals = [
      [{ mentors: [{ group: lonely.key, mentor: idOf('mia') }] }, /offered at most 1/],
      [{ mentors: [{ group: lonely.key, mentor: idOf('max') }] }, /did not name data set vision/],
      [
        {
          moves: [
            { student: mentored.student_ids[0], to_group: lonely.key },
            { student: mentored.student_ids[1], to_group: lonely.key },
          ],
        },
        /has 2 students, outside 3–6/,
      ],
    ] as const;
    for (const [changes, message] of refusals) {
      const refused = await adjust<ValidationErrorBody>(changes);
      expect(refused.status).toBe(400);
      expect(refused.body.non_field_errors[0].message).toMatch(message);
    }
    const elsewhere = await freshCourse(api, admin);
    const stranger = await newApplicant(portal, api, 'Sam');
    await fillProfile(api, stranger.token);
    const foreignMentor = await approvedMentor(api, admin, stranger, elsewhere, {});
    const foreign = await adjust<ValidationErrorBody>({ mentors: [{ group: lonely.key, mentor: foreignMentor }] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.mentors[0].message).toBe(`No mentor ${foreignMentor} in this round.`);
    expect(
      (await adjust<ValidationErrorBody>({ moves: [{ student: 'no-such-student', to_group: lonely.key }] })).body
        .moves[0].message,
    ).toBe('No student no-such-student in this round.');
    expect((await api.get<MentorRoundView>(`/admin/mentor-rounds/${course}/`, admin)).body.adjusted).toBe(false);

    const moved = await adjust({ moves: [{ student: mentored.student_ids[0], to_group: lonely.key }] });
    expect(moved.status).toBe(200);
    expect(moved.body.adjusted).toBe(true);
    expect(moved.body.groups.map((group) => group.student_ids.length)).toEqual(
      groups[0] === mentored ? [3, 5] : [5, 3],
    );

    expect(
      (await api.post<DetailErrorBody>(`/admin/mentor-rounds/${course}/apply/`, { proposal_id: 'stale' }, admin)).body
        .code,
    ).toBe('stale_proposal');
    const applied = await api.post<MentorRoundView>(`/admin/mentor-rounds/${course}/apply/`, { proposal_id }, admin);
    expect(applied.status).toBe(200);
    expect(applied.body.status).toBe('applied');
    const again = await api.post(`/admin/mentor-rounds/${course}/apply/`, { proposal_id }, admin);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      code: 'already_applied',
      detail: 'The mentor round of this course is already applied.',
    });
    expect((await api.post<DetailErrorBody>('/admin/mentor-rounds/', { course }, admin)).body.code).toBe(
      'already_applied',
    );

    // Mia is matched and sees her group; Max has none; nobody else reads Mia's.
    const mia = `/courses/mentor-applications/${idOf('mia')}/`;
    expect((await api.get<ApplicationView>(mia, cohort.mia.token)).body.status).toBe('matched');
    const miaGroups = await api.get<MentorGroupView[]>(`${mia}groups/`, cohort.mia.token);
    expect(miaGroups.body).toEqual([
      expect.objectContaining({
        pod: podId,
        time_slot: 3,
        project_time: '13:30–16:30 UTC',
        students: expect.arrayContaining([expect.stringMatching(/ Applicant$/)]),
        ta: { full_name: 'Tess Applicant', email: cohort.ta.email },
      }),
    ]);
    expect(miaGroups.body[0].students).toHaveLength(mentored.student_ids.length - 1);
    expect((await api.get(`/courses/mentor-applications/${idOf('max')}/groups/`, cohort.max.token)).body).toEqual([]);
    expect((await api.get(`${mia}groups/`, cohort.max.token)).status).toBe(404);

    // The TA sees both groups; a student sees their own, with its mentor.
    const taView = (await api.get<PodView>(`/pods/${podId}/`, cohort.ta.token)).body;
    expect(taView.project_groups).toHaveLength(2);
    const mentor = { full_name: 'Mia Applicant', email: cohort.mia.email };
    expect(taView.project_groups.map((group) => group.mentor)).toContainEqual(mentor);
    const someone = cohort.students[0];
    const studentView = (await api.get<PodView>(`/pods/${podId}/`, someone.token)).body;
    expect(studentView.project_groups).toHaveLength(1);
    expect(studentView.project_groups[0].students).toContain('Ada Applicant');
  }, 120_000);
});
