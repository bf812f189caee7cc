import type { ApplicationStatus, ApplicationSummary } from '@portal/contracts';
import { paths } from '@/config/paths';

/** Statuses whose course page (the dashboard) has something to show (spec 1 §4). */
const DASHBOARD_STATUSES: readonly ApplicationStatus[] = ['matched', 'waived_fee', 'paid', 'accepted', 'approved'];

/**
 * Where a row's course name leads: the edit page while the application may still be edited (the API's
 * `can_edit`: applied or declined, before the deadlines), the course page once there is one, else nowhere.
 */
export const courseLinkOf = (row: ApplicationSummary): string | null => {
  if (row.can_edit) return paths.editApplication.getHref(row.application_type, row.course, row.id);
  if (DASHBOARD_STATUSES.includes(row.status) && row.course_is_active) {
    return paths.courseDashboard.getHref(row.id, row.application_type);
  }
  return null;
};

/**
 * Where an offer still waiting for its answer is answered (the course page's enrollment wizard or TA
 * agreement); null for every other row. An offer that ends unanswered turns `declined` at its end
 * (the expiry job), and one taken up (`wants_to_enroll`) is reached through the course name as before.
 */
export const respondToOfferLinkOf = (row: ApplicationSummary): string | null =>
  row.status === 'accepted' && !row.wants_to_enroll
    ? paths.courseDashboard.getHref(row.id, row.application_type)
    : null;

/** Spec 1 §4: dates in UTC as MM-DD-YYYY. */
export { formatNumericDate as formatApplicationDate } from '@/lib/format';

/** The sentence under the status while the applicant waits for matching: nothing is theirs to do then. */
export const WAITING_FOR_POD = 'You will be placed in a pod; we will email you when pods are formed.';

/**
 * What happens next, for rows whose status leaves the applicant nothing to do (issue 57): a TA who
 * signed the agreement (or whom staff approved) and a student who paid or had the fee waived wait for
 * the matching, whose email tells them their pod. Null for every other row.
 */
export const nextStepOf = (row: ApplicationSummary): string | null => {
  const { status, wants_to_enroll: signed, application_type: role } = row;
  if (role === 'ta' && ((status === 'accepted' && signed) || status === 'approved')) return WAITING_FOR_POD;
  if (role === 'student' && (status === 'paid' || status === 'waived_fee')) return WAITING_FOR_POD;
  return null;
};
