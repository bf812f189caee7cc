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

/** A staff list row with the applicant's name, email and country hidden. */
export const withoutIdentity = <Row extends { applicant_name: string; email: string; country: string | null }>(
  row: Row,
): Row => ({ ...row, applicant_name: ANONYMISED_NAME, email: '', country: null });

/** An application's answers without the identifying ones, for a reviewer in anonymised review. */
export function withoutIdentifyingAnswers<Answers extends Record<string, unknown>>(answers: Answers): Answers {
  const identifying = new Set<string>(IDENTIFYING_ANSWERS);
  return Object.fromEntries(Object.entries(answers).filter(([field]) => !identifying.has(field))) as Answers;
}
