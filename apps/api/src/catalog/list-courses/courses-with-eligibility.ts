import type { CourseEligibility, CourseView } from '@portal/contracts';
import { eligibilityOf, seasonLimitReached } from '@portal/domain';
import { findEligibilityFacts } from '@portal/projections';
import type { Queryable } from '@portal/event-store';
import { indexedFrom } from '../../applications/shared/applicant-facts';

const ANONYMOUS: CourseEligibility = {
  student_application_status: null,
  ta_application_status: null,
  mentor_application_status: null,
  season_application_limit_reached: null,
};

/** Each course with the caller's eligibility per role, from their profile and applications (none when anonymous). */
export async function coursesWithEligibility(
  db: Queryable,
  courses: CourseView[],
  userId: string | null,
): Promise<Array<CourseView & CourseEligibility>> {
  if (!userId) return courses.map((course) => ({ ...course, ...ANONYMOUS }));
  const facts = await findEligibilityFacts(db, userId);
  const applications = indexedFrom(facts.applications);
  const profile = { filled: facts.profileFilled, updatedAt: facts.profileUpdatedAt };
  const now = new Date();
  const statusOf = (course: CourseView, role: 'student' | 'ta' | 'mentor') =>
    eligibilityOf({ course, role, now, profile, applications });
  return courses.map((course) => ({
    ...course,
    student_application_status: statusOf(course, 'student'),
    ta_application_status: statusOf(course, 'ta'),
    mentor_application_status: statusOf(course, 'mentor'),
    season_application_limit_reached: seasonLimitReached(course, applications),
  }));
}
