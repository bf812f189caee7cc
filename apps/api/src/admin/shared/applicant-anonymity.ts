import { IDENTIFYING_ANSWERS } from '@portal/contracts';
import type { Queryable } from '@portal/event-store';
import { anonymisedCourses } from '@portal/projections';
import type { AuthenticatedUser } from '../../identity/access/authenticated-user';

/** Which courses' applicants a caller must not see by name (admins always see them). */
export interface Anonymity {
  hides(courseId: string): boolean;
}

/**
 * Null when the caller sees every applicant: an admin, or a reviewer while no course is anonymised.
 * Otherwise a reviewer's rule: a course's own setting, else the programme-wide one.
 */
export async function anonymityFor(db: Queryable, user: AuthenticatedUser): Promise<Anonymity | null> {
  if (user.role === 'admin') return null;
  const { global, on, off } = await anonymisedCourses(db);
  if (!global && on.length === 0) return null;
  return { hides: (courseId) => on.includes(courseId) || (global && !off.includes(courseId)) };
}

/** What a reviewer sees instead of an applicant's name in anonymised review. */
export const ANONYMISED_NAME = 'Anonymised applicant';

/**
 * A staff list row with the applicant's name, email, country and user id hidden: the id is no name,
 * but it leads to one (a pod's page, the audit of a person), so in anonymised review it stays out too.
 */
export const withoutIdentity = <
  Row extends { applicant: string; applicant_name: string; email: string; country: string | null },
>(
  row: Row,
): Row => ({ ...row, applicant: '', applicant_name: ANONYMISED_NAME, email: '', country: null });

/**
 * The fields of an application's events that point at the applicant rather than at the application:
 * their user id, and the pods (and mentor groups, by pod) they were placed in, whose pages name them.
 */
export const IDENTIFYING_EVENT_FIELDS: readonly string[] = ['userId', 'podIds', 'groups'];

/** An application's answers without the identifying ones, for a reviewer in anonymised review. */
export function withoutIdentifyingAnswers<Answers extends Record<string, unknown>>(answers: Answers): Answers {
  const identifying = new Set<string>(IDENTIFYING_ANSWERS);
  return Object.fromEntries(Object.entries(answers).filter(([field]) => !identifying.has(field))) as Answers;
}

/** An application's view without the pods its applicant was placed in, for a reviewer in anonymised review. */
export const withoutPods = <View extends Record<string, unknown>>(view: View): View => ({
  ...view,
  pod: null,
  project_pods: [],
  lead_pods: [],
});
