import type { ApplicationRole, CourseView } from '@portal/contracts';
import { formatDate } from '@/lib/format';

export type WindowState = 'not_yet_open' | 'open' | 'closed';

const ROLES: readonly ApplicationRole[] = ['student', 'ta', 'mentor'];

/** Where a role's application window stands: the start date opens it, the end date closes it. */
export const windowStateOf = (course: CourseView, role: ApplicationRole, now: Date): WindowState => {
  if (now < new Date(course[`${role}_application_start_date`])) return 'not_yet_open';
  if (now < new Date(course[`${role}_application_end_date`])) return 'open';
  return 'closed';
};

/** A role's window in words, so a visitor need not compare dates with today's to know it (issue 57). */
export const windowInWords = (course: CourseView, role: ApplicationRole, now: Date): string => {
  const start = formatDate(course[`${role}_application_start_date`]);
  const end = formatDate(course[`${role}_application_end_date`]);
  switch (windowStateOf(course, role, now)) {
    case 'not_yet_open':
      return `Opens ${start}, closes ${end}`;
    case 'open':
      return `Open, closes ${end}`;
    case 'closed':
      return `Closed ${end}`;
  }
};

/** Every role's window has closed: the course takes no more applications, though it may still run. */
export const allWindowsClosed = (course: CourseView, now: Date) =>
  ROLES.every((role) => windowStateOf(course, role, now) === 'closed');

/** A course is current on the home page until it has ended; one that has run is past, not current. */
export const isCurrent = (course: CourseView, now: Date) => course.is_active && now < new Date(course.end_date);
