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

/** Spec 1 §4: dates in UTC as MM-DD-YYYY. */
export { formatNumericDate as formatApplicationDate } from '@/lib/format';
