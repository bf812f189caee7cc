import type { CourseSnapshot } from './course.events';

const ROLE_WINDOWS = [
  ['student_application_start_date', 'student_application_end_date'],
  ['ta_application_start_date', 'ta_application_end_date'],
  ['mentor_application_start_date', 'mentor_application_end_date'],
] as const;

/** The first pair of dates that is out of order, named by the later field, or null when all is well. */
export function datesInOrderViolation(course: CourseSnapshot): { field: string; message: string } | null {
  for (const [start, end] of ROLE_WINDOWS) {
    if (Date.parse(course[end]) < Date.parse(course[start])) {
      return { field: end, message: 'The application window must end after it starts.' };
    }
  }
  if (Date.parse(course.end_date) < Date.parse(course.start_date)) {
    return { field: 'end_date', message: 'The course must end after it starts.' };
  }
  return null;
}
