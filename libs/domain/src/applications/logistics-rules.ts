import {
  type ApplicationRole,
  type Logistic,
  type LogisticChanges,
  MESSAGES,
  PREFERENCE_FIELDS,
} from '@portal/contracts';
import { RefusedError } from '../shared/domain-error';
import type { ApplicationCourse } from './application-rules';
import { applicationLabel } from './course-answers';
import { logisticsLocked } from './eligibility';
import { checkPreferences } from './preferences';

/** One of the applicant's live applications (from their index) with its course (from its stream). */
export interface ApplicationOnCourse {
  role: ApplicationRole;
  course: ApplicationCourse & { is_active: boolean };
}

/**
 * The applications' rules on a logistic save (spec 1 §2, §5; spec 2 §4): nothing changes once every
 * application's deadline has passed, and ranked preferences, when sent, must fit the applicant's
 * current student and TA applications (on active courses: those are the ones the labels name).
 */
export function checkLogisticsRules(
  applications: ReadonlyArray<ApplicationOnCourse>,
  current: Logistic | null,
  changes: LogisticChanges,
  now: Date,
): void {
  if (logisticsLocked(applications, now)) throw new RefusedError('logistics_locked', MESSAGES.logisticsLocked);
  if (!PREFERENCE_FIELDS.some((field) => changes[field] !== undefined)) return;
  const preferences = PREFERENCE_FIELDS.map(
    (field) => (changes[field] !== undefined ? changes[field] : current?.[field]) || null,
  );
  const labels = applications
    .filter((application) => application.role !== 'mentor' && application.course.is_active)
    .map((application) => applicationLabel(application.course.name, application.role as 'student' | 'ta'));
  checkPreferences(preferences, labels);
}
