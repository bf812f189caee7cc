import { randomUUID } from 'node:crypto';
import { adminToken, fillProfile } from '../../api/applications-fixtures';
import type { ApiClient } from '../../api/identity-client';
import { approvedMentor } from '../../api/mentor-round-fixtures';
import { matchAndApply, podOf, smallCohort } from '../../api/pods-fixtures';
import { type TestApplicant, newApplicant } from '../../support/applicants';
import type { PortalUnderTest } from '../../support/portal-under-test';
import type { PodView, SessionView, UserView } from '@portal/contracts';
import { defined } from '../../support/defined';

/**
 * The eight callers of the authorization matrix, in the order of each row's statuses: the roles an
 * attacker with an ordinary account holds (applicant, the TA of the applicant's pod or of another, a
 * mentor of the course) beside staff's two.
 */
export const ACTORS = [
  'anonymous',
  'applicant',
  'otherApplicant',
  'otherPodTa',
  'podTa',
  'mentor',
  'reviewer',
  'admin',
] as const;
export type Actor = (typeof ACTORS)[number];

/** What a route's path parameters point at: the applicant's own things, or nothing that exists. */
export type Target =
  | 'none'
  | 'application'
  | 'pod'
  | 'attendance'
  | 'course'
  | 'generalInfo'
  | 'demographic'
  | 'logistic'
  | 'country'
  | 'provider'
  /** A spare sign-in session of the applicant (ending it leaves the applicant's own token working). */
  | 'session'
  | 'missing';

export interface AccessWorld {
  /** Signs the actor in again (a route such as logout ends the session it is called with). */
  freshToken(actor: Actor): Promise<string | undefined>;
  tokens: Record<Actor, string | undefined>;
  /** Values for every path parameter name, for a target. */
  params(target: Target): Record<string, string>;
  /** The ids a body or query may name as `$applicant`, `$pod`, `$course`. */
  ids: Record<'applicant' | 'pod' | 'course', string>;
  /** The applicant's email, which no stranger's answer may carry. */
  applicantEmail: string;
}

/**
 * A course that has run its matching: the applicant is a student of one pod, the other applicant
 * has a profile and an application of their own, one TA leads the applicant's pod and the other the
 * other pod, and an approved mentor of the course has no group in it (mentors reach pods only through
 * their groups); staff are the demo's, with anonymised review on for the whole programme.
 */
export async function accessWorld(portal: PortalUnderTest, api: ApiClient): Promise<AccessWorld> {
  const admin = await adminToken(api);
  const cohort = await smallCohort(portal, api, admin);
  await matchAndApply(api, admin, cohort.course);
  const applicant = cohort.students[0];
  const applicationId = cohort.applications.get(applicant) as string;
  const podId = (await podOf(api, applicant, 'student', applicationId)) as string;
  const podTas = await Promise.all(
    cohort.tas.map(async (ta) => (await podOf(api, ta, 'ta', cohort.applications.get(ta) as string)) as string),
  );
  const otherPodTa = cohort.tas[podTas.findIndex((pod) => pod !== podId)];
  const ownTa = cohort.tas[podTas.indexOf(podId)];
  const pod = (await api.get<PodView>(`/pods/${podId}/`, ownTa.token)).body;
  const attendance = defined(
    pod.students.find((student) => student.id === applicant.userId),
    'the applicant in the pod',
  ).attendance[0].id;
  const otherApplicant =
    cohort.students.find((student) => !pod.students.some((s) => s.id === student.userId)) ??
    (await newApplicant(portal, api, 'Other'));
  const me = (await api.get<UserView>('/users/me/', applicant.token)).body;
  const mentor = await newApplicant(portal, api, 'Mentor');
  await fillProfile(api, mentor.token);
  await approvedMentor(api, admin, mentor, cohort.course, {});
  const anonymised = await api.request('PUT', '/admin/review-settings/', { json: { anonymised: true }, token: admin });
  if (anonymised.status !== 200) throw new Error(`anonymised review not set: ${anonymised.text}`);
  const people: Partial<Record<Actor, TestApplicant | { email: string; password: string }>> = {
    applicant,
    otherApplicant,
    otherPodTa,
    podTa: ownTa,
    mentor,
    reviewer: { email: 'reviewer@example.org', password: 'demo-reviewer-2026' },
    admin: { email: 'admin@example.org', password: 'demo-admin-2026' },
  };
  const tokens: Record<Actor, string | undefined> = {
    anonymous: undefined,
    applicant: applicant.token,
    otherApplicant: otherApplicant.token,
    otherPodTa: otherPodTa.token,
    podTa: ownTa.token,
    mentor: mentor.token,
    reviewer: await api.signIn('reviewer@example.org', 'demo-reviewer-2026'),
    admin,
  };
  const spare = await api.signIn(applicant.email, applicant.password);
  const spareSession = defined(
    (await api.get<SessionView[]>('/users/sessions/', spare)).body.find((session) => session.current),
    'the spare session',
  ).id;
  const missing = randomUUID();
  const byTarget: Record<Target, Record<string, string>> = {
    none: {},
    application: { kind: 'student-applications', id: applicationId },
    pod: { id: podId },
    attendance: { id: attendance },
    course: { id: cohort.course.id, course: cohort.course.id, role: 'student' },
    generalInfo: { id: defined(me.general_info, 'general info').id },
    demographic: { id: defined(me.demographic, 'a demographic record').id },
    logistic: { id: defined(me.logistic, 'logistic info').id },
    country: { code: 'GH' },
    provider: { provider: 'github' },
    session: { id: spareSession },
    missing: {
      id: missing,
      name: `${missing}.png`,
      uid: missing,
      kind: 'student-applications',
      course: missing,
      role: 'student',
      deliveryId: missing,
    },
  };
  return {
    tokens,
    ids: { applicant: applicant.userId, pod: podId, course: cohort.course.id },
    applicantEmail: applicant.email,
    params: (target) => byTarget[target],
    async freshToken(actor) {
      const person = people[actor];
      return person ? api.signIn(person.email, person.password) : undefined;
    },
  };
}
