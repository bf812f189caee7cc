import { type TestApplicant, newApplicant } from '../support/applicants';
import type { PortalUnderTest } from '../support/portal-under-test';
import { type Course, daysFromNow, fillProfile, patch } from './applications-fixtures';
import { EXPLANATION, apply, decide, freshCourse, offer, takeSteps } from './enrollment-fixtures';
import type { ApiClient } from './identity-client';
import type { ApplicationView, MatchingProposalView } from '@portal/contracts';

/** A course that runs from a Monday for two weeks: ten attendance days per student. */
export function twoWeekCourse() {
  const start = new Date(daysFromNow(70));
  start.setUTCDate(start.getUTCDate() + ((8 - start.getUTCDay()) % 7));
  const end = new Date(start.getTime() + 11 * 86_400_000);
  return {
    start_date: start.toISOString(),
    end_date: end.toISOString(),
    course_length: 40,
    course_length_project: 60,
  };
}

/** A student who accepted the offer and had the fee waived: ready to be matched. */
export async function enrolledStudent(api: ApiClient, admin: string, person: TestApplicant, course: Course) {
  const id = await apply(api, person.token, course, 'student');
  await offer(api, admin, id);
  const path = `/courses/student-applications/${id}/`;
  await takeSteps(api, person.token, id, 'reduced-fee');
  const waived = await api.post<ApplicationView>(`${path}waive-fee/`, { reason: EXPLANATION }, person.token);
  if (waived.body.status !== 'waived_fee') throw new Error(`not waived: ${waived.text}`);
  return id;
}

/** A regular TA through offer, agreement and approval. */
export async function approvedTa(api: ApiClient, admin: string, person: TestApplicant, course: Course) {
  const id = await apply(api, person.token, course, 'ta', {
    prefer_being_ta_for: 'regular_TA',
    possible_time_slots: [],
  });
  await offer(api, admin, id);
  const signed = await patch(api, `/courses/ta-applications/${id}/agreement/`, { wants_to_enroll: true }, person.token);
  if (signed.status !== 200) throw new Error(`agreement not signed: ${signed.text}`);
  const approved = await decide(api, admin, id, { decision: 'approve' });
  if (approved.body.status !== 'approved') throw new Error(`not approved: ${approved.text}`);
  return id;
}

export interface Cohort {
  course: Course;
  tas: TestApplicant[];
  students: TestApplicant[];
  applications: Map<TestApplicant, string>;
}

/** Two TAs and four students of one slot, language and data set: with pods of two, two pods. */
export async function smallCohort(portal: PortalUnderTest, api: ApiClient, admin: string): Promise<Cohort> {
  const course = await freshCourse(api, admin, twoWeekCourse());
  const person = async (name: string) => {
    const someone = await newApplicant(portal, api, name);
    await fillProfile(api, someone.token);
    return someone;
  };
  const tas = [await person('Tess'), await person('Otto')];
  const students = [await person('Ada'), await person('Ben'), await person('Cy'), await person('Dee')];
  const applications = new Map<TestApplicant, string>();
  for (const ta of tas) applications.set(ta, await approvedTa(api, admin, ta, course));
  for (const student of students) applications.set(student, await enrolledStudent(api, admin, student, course));
  return { course, tas, students, applications };
}

/** Runs the matching (pods of two) and applies it; answers the formed proposal. */
export async function matchAndApply(api: ApiClient, admin: string, course: Course) {
  const proposed = await api.post<MatchingProposalView>(
    '/admin/matching/',
    { course: course.id, pod_size: { target: 2, min: 1, max: 2 } },
    admin,
  );
  if (proposed.status !== 201) throw new Error(`no proposal: ${proposed.text}`);
  const applied = await api.post<MatchingProposalView>(
    `/admin/matching/${course.id}/apply/`,
    { proposal_id: proposed.body.proposal_id },
    admin,
  );
  if (applied.status !== 200) throw new Error(`not applied: ${applied.text}`);
  return { proposed: proposed.body, applied: applied.body };
}

/** The pod id an applicant's course dashboard shows. */
export async function podOf(api: ApiClient, person: TestApplicant, role: 'student' | 'ta', applicationId: string) {
  return (
    await api.get<ApplicationView & { pod: string | null }>(
      `/courses/${role}-applications/${applicationId}/`,
      person.token,
    )
  ).body.pod;
}

/**
 * Polls until `read` gives something truthy (jobs run after the request that asked for them), and
 * answers it; `read` may be synchronous, for what a test's own server records.
 */
export async function eventually<T>(
  read: () => Promise<T | null | undefined> | T | null | undefined,
  what: string,
  timeoutMs = 20_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
