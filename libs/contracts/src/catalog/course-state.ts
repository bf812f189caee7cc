import type { CourseView } from './course';

/** Where a course stands in its season, as the staff app shows it beside its name (issue 57). */
export const COURSE_STATES = ['inactive', 'not_open', 'open', 'closed', 'running', 'ended'] as const;
export type CourseState = (typeof COURSE_STATES)[number];

export const COURSE_STATE_WORDS: Record<CourseState, string> = {
  inactive: 'Inactive',
  not_open: 'Not open yet',
  open: 'Open for applications',
  closed: 'Applications closed',
  running: 'Running',
  ended: 'Ended',
};

export type CourseStateFields = Pick<
  CourseView,
  | 'is_active'
  | 'student_application_start_date'
  | 'student_application_end_date'
  | 'ta_application_start_date'
  | 'ta_application_end_date'
  | 'mentor_application_start_date'
  | 'mentor_application_end_date'
  | 'start_date'
  | 'end_date'
>;

const ROLES = ['student', 'ta', 'mentor'] as const;

/**
 * The course's state from its active flag and dates. A window is open from its start until its end
 * (the end itself closed), as the application rules read it. The course's own dates outrank the
 * windows: a course that has started is running even if a window was left open past its start. Between
 * two windows (one closed, another still to open) it is "not open yet": "closed" would tell staff that
 * nobody can apply any more.
 */
export function courseState(course: CourseStateFields, now: Date): CourseState {
  if (!course.is_active) return 'inactive';
  const at = now.getTime();
  if (at >= Date.parse(course.end_date)) return 'ended';
  if (at >= Date.parse(course.start_date)) return 'running';
  const windows = ROLES.map((role) => ({
    opens: Date.parse(course[`${role}_application_start_date`]),
    closes: Date.parse(course[`${role}_application_end_date`]),
  }));
  if (windows.some(({ opens, closes }) => opens <= at && at < closes)) return 'open';
  return windows.some(({ opens }) => at < opens) ? 'not_open' : 'closed';
}

export const courseStateWords = (course: CourseStateFields, now: Date): string =>
  COURSE_STATE_WORDS[courseState(course, now)];
