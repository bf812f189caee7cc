import type { ApplicationRole, ApplicationStatus } from '../applications/enumerations';
import type { CourseFields } from './course';

export type CourseCapacityFields = Pick<
  CourseFields,
  'student_capacity' | 'ta_capacity' | 'mentor_capacity' | 'offer_freed_places_to_waitlist'
>;

/** What a course created before capacities existed reads as: no limit for any role, the switch off. */
export const COURSE_CAPACITY_DEFAULTS: CourseCapacityFields = {
  student_capacity: null,
  ta_capacity: null,
  mentor_capacity: null,
  offer_freed_places_to_waitlist: false,
};

/**
 * The statuses that hold one of a course's places: an open offer (`accepted`, answered or not), a paid
 * or waived student, an approved TA or mentor, and anyone matched. Declined, dropped out, withdrawn,
 * rejected, dismissed, applied and waitlisted hold none.
 */
export const PLACE_HOLDING_STATUSES: readonly ApplicationStatus[] = [
  'accepted',
  'paid',
  'waived_fee',
  'approved',
  'matched',
];

/** The course's capacity for a role; null is no limit (and so is a course from before capacities). */
export const capacityOf = (course: Partial<CourseCapacityFields>, role: ApplicationRole): number | null =>
  course[`${role}_capacity`] ?? null;

const ROLE_PLURALS: Record<ApplicationRole, [string, string]> = {
  student: ['student', 'students'],
  ta: ['TA', 'TAs'],
  mentor: ['mentor', 'mentors'],
};

/** "20 students", "1 TA": a number of people of a role. */
export const peopleOfRole = (count: number, role: ApplicationRole): string =>
  `${count} ${ROLE_PLURALS[role][count === 1 ? 0 : 1]}`;
