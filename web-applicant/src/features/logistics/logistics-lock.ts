import type { ApplicationSummary, CourseEligibility, CourseView } from '@portal/contracts';

/**
 * The logistics lock as the API's answers show it (spec 1 §2, docs/architecture.md §5): the applicant has
 * applications, and for every one the course list says the role's deadline has ended. A course no
 * longer listed (inactive) takes no applications, so it counts as ended; the server's
 * `logistics_locked` refusal stays the last word.
 */
export const logisticsLockedBy = (
  applications: readonly ApplicationSummary[],
  courses: ReadonlyArray<CourseView & CourseEligibility>,
): boolean =>
  applications.length > 0 &&
  applications.every(({ course, application_type }) => {
    const listed = courses.find(({ id }) => id === course);
    return !listed || listed[`${application_type}_application_status`] === 'deadline_ended';
  });
