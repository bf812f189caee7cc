import { type LogisticChanges, MESSAGES, PREFERENCE_FIELDS } from '@portal/contracts';
import { RefusedError, applicationLabel, checkPreferences, logisticsLocked } from '@portal/domain';
import type { Queryable } from '@portal/event-store';
import { findProfile, listApplicationsOfUser } from '@portal/projections';

/**
 * The applications' rules on a logistic save (spec 1 §2, §5; spec 2 §4): nothing changes once every
 * application's deadline has passed, and ranked preferences, when sent, must fit the applicant's
 * current student and TA applications (on active courses: those are the ones the labels name).
 */
export async function checkLogisticsRules(
  db: Queryable,
  userId: string,
  changes: LogisticChanges,
  now: Date,
): Promise<void> {
  const applications = await listApplicationsOfUser(db, userId);
  if (logisticsLocked(applications, now)) throw new RefusedError('logistics_locked', MESSAGES.logisticsLocked);
  if (!PREFERENCE_FIELDS.some((field) => changes[field] !== undefined)) return;
  const current = (await findProfile(db, userId))?.logistic ?? null;
  const preferences = PREFERENCE_FIELDS.map(
    (field) => (changes[field] !== undefined ? changes[field] : current?.[field]) || null,
  );
  const labels = applications
    .filter((application) => application.role !== 'mentor' && application.course.is_active)
    .map((application) => applicationLabel(application.course.name, application.role as 'student' | 'ta'));
  checkPreferences(preferences, labels);
}
