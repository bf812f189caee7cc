import { MESSAGES, type ApplicationRole, type EligibilityStatus } from '@portal/contracts';
import type { CatalogCourse } from '../api/get-courses';

/** Why the apply button of a role is blocked, in the spec's words (spec 1 §4). */
const BLOCKED_REASONS: Record<Exclude<EligibilityStatus, 'can_be_sent'>, string> = {
  deadline_ended: MESSAGES.deadlineEnded,
  enrolled_deadline_ended: MESSAGES.enrolledDeadlineEnded,
  profile_not_filled: MESSAGES.profileNotFilled,
  profile_not_updated: MESSAGES.profileNotUpdated,
  application_already_sended: MESSAGES.applicationAlreadySended,
  accepted_other_application: MESSAGES.acceptedOtherApplication,
};

export type ApplyState = { kind: 'open' } | { kind: 'not_open' } | { kind: 'blocked'; reason: string };

/** Whether a role's apply button works: eligible, and its window has started. */
export const applyStateOf = (course: CatalogCourse, role: ApplicationRole, now: Date): ApplyState => {
  const status = course[`${role}_application_status`];
  // null only for a visitor; this list is shown to signed-in applicants, for whom the API decides.
  if (status && status !== 'can_be_sent') return { kind: 'blocked', reason: BLOCKED_REASONS[status] };
  // Said before the two-page form, not after it, as the server would refuse the submit.
  if (course.season_application_limit_reached) return { kind: 'blocked', reason: MESSAGES.applicationCreationLimit };
  if (new Date(course[`${role}_application_start_date`]) > now) return { kind: 'not_open' };
  return { kind: 'open' };
};

/** The mentor link shows only while the mentor window is open (docs/architecture.md §5). */
export const mentorWindowOpen = (course: CatalogCourse, now: Date) =>
  new Date(course.mentor_application_start_date) <= now && now <= new Date(course.mentor_application_end_date);
