import type { ApplicationRole, ApplicationStatus, CourseView } from '@portal/contracts';

/** The course fields the application rules read; the course comes in on the command (deciders stay pure). */
export type ApplicationCourse = Pick<
  CourseView,
  | 'id'
  | 'name'
  | 'season'
  | 'season_id'
  | 'questions'
  | 'data_sets'
  | 'student_application_start_date'
  | 'student_application_end_date'
  | 'ta_application_start_date'
  | 'ta_application_end_date'
  | 'mentor_application_start_date'
  | 'mentor_application_end_date'
  | 'deadline_application_update_date'
  | 'deadline_accepting_offer_end_date'
  | 'enrollment_end_date'
  | 'profile_update_required_after'
  | 'student_capacity'
  | 'ta_capacity'
  | 'mentor_capacity'
>;

const passed = (date: string, now: Date) => now.getTime() >= Date.parse(date);

export const roleWindowOpened = (course: ApplicationCourse, role: ApplicationRole, now: Date) =>
  passed(course[`${role}_application_start_date`], now);
export const roleDeadlinePassed = (course: ApplicationCourse, role: ApplicationRole, now: Date) =>
  passed(course[`${role}_application_end_date`], now);

/** Edits: only an application still open to change, before the course's update deadline (the edit guard). */
export const canEdit = (status: ApplicationStatus, course: ApplicationCourse, now: Date) =>
  (status === 'applied' || status === 'declined') && !passed(course.deadline_application_update_date, now);

/** Statuses whose withdraw button is hidden whatever the date (spec 1 §4 "Withdraw"). */
const NEVER_WITHDRAWN: readonly ApplicationStatus[] = [
  'rejected',
  'declined',
  'dismissed',
  'approved',
  'dropped_out',
  'matched',
  'waived_fee',
  'paid',
];

/**
 * Withdraw (spec 1 §4): never for the statuses above; nothing after the accept-offer deadline; an
 * `applied` application not after the role's deadline either. `accepted` and `waitlist` may leave.
 */
export function canWithdraw(
  status: ApplicationStatus,
  role: ApplicationRole,
  course: ApplicationCourse,
  now: Date,
): boolean {
  if (NEVER_WITHDRAWN.includes(status)) return false;
  if (passed(course.deadline_accepting_offer_end_date, now)) return false;
  return !(status === 'applied' && roleDeadlinePassed(course, role, now));
}

/** Accepting an offer: students and TAs, an `accepted` application, before the accept-offer deadline. */
export const canSetEnrollmentWish = (
  status: ApplicationStatus,
  role: ApplicationRole,
  course: ApplicationCourse,
  now: Date,
) => role !== 'mentor' && status === 'accepted' && !passed(course.deadline_accepting_offer_end_date, now);
