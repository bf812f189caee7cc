import { type TestApplicant, newApplicant } from '../support/applicants';
import type { PortalUnderTest } from '../support/portal-under-test';
import { type Course, fillProfile } from './applications-fixtures';
import { apply, decide, freshCourse } from './enrollment-fixtures';
import type { ApiClient } from './identity-client';
import { approvedTa, enrolledStudent, twoWeekCourse } from './pods-fixtures';
import type { MatchingProposalView } from '@portal/contracts';
import { defined } from '../support/defined';

/** A mentor approved by staff; their logistics (from fillProfile) put them in slots 3 and 4. */
export async function approvedMentor(
  api: ApiClient,
  admin: string,
  person: TestApplicant,
  course: Course,
  form: Record<string, unknown>,
) {
  const id = await apply(api, person.token, course, 'mentor', form);
  const approved = await decide(api, admin, id, { decision: 'approve' });
  if (approved.body.status !== 'approved') throw new Error(`mentor not approved: ${approved.text}`);
  return id;
}

export interface MentorCohort {
  course: Course;
  ta: TestApplicant;
  students: TestApplicant[];
  /** Mia takes one group of vision; Max named only nlp. */
  mia: TestApplicant;
  max: TestApplicant;
  applications: Map<TestApplicant, string>;
}

/** One regular TA, eight students choosing vision, and two mentors: one pod, two project groups. */
export async function mentorCohort(portal: PortalUnderTest, api: ApiClient, admin: string): Promise<MentorCohort> {
  const course = await freshCourse(api, admin, twoWeekCourse());
  const person = async (name: string) => {
    const someone = await newApplicant(portal, api, name);
    await fillProfile(api, someone.token);
    return someone;
  };
  const applications = new Map<TestApplicant, string>();
  const ta = await person('Tess');
  applications.set(ta, await approvedTa(api, admin, ta, course));
  const students: TestApplicant[] = [];
  for (const name of ['Ada', 'Ben', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal']) {
    const student = await person(name);
    students.push(student);
    applications.set(student, await enrolledStudent(api, admin, student, course));
  }
  const mia = await person('Mia');
  applications.set(mia, await approvedMentor(api, admin, mia, course, { groups_mentor_during_count: 1 }));
  const max = await person('Max');
  applications.set(
    max,
    await approvedMentor(api, admin, max, course, { comfortable_data_set: 'nlp', alternative_data_set: undefined }),
  );
  return { course, ta, students, mia, max, applications };
}

/** Pods of up to eight, proposed and applied. */
export async function formOnePod(api: ApiClient, admin: string, course: Course) {
  const proposed = await api.post<MatchingProposalView>(
    '/admin/matching/',
    { course: course.id, pod_size: { target: 8, min: 3, max: 8 } },
    admin,
  );
  if (proposed.status !== 201) throw new Error(`no proposal: ${proposed.text}`);
  const applied = await api.post<MatchingProposalView>(
    `/admin/matching/${course.id}/apply/`,
    { proposal_id: proposed.body.proposal_id },
    admin,
  );
  if (applied.status !== 200) throw new Error(`not applied: ${applied.text}`);
  return defined(applied.body.pod_ids, 'the formed pods')[0].podId;
}
