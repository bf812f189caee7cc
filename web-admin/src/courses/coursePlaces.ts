import { APPLICATION_ROLES, type CourseView, capacityOf, peopleOfRole } from '@portal/contracts';

/** "20 students, 4 TAs" (roles without a limit left out), or "No limit", and whether freed places go to the waitlist. */
export function placesSummary(course: Partial<CourseView>): string {
  const limits = APPLICATION_ROLES.flatMap((role) => {
    const capacity = capacityOf(course, role);
    return capacity === null ? [] : [peopleOfRole(capacity, role)];
  });
  const summary = limits.length ? limits.join(', ') : 'No limit';
  return course.offer_freed_places_to_waitlist ? `${summary}; freed places go to the waitlist` : summary;
}
