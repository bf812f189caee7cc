import { type ApplicationRole, type EligibilityStatus, MAX_APPLICATIONS_PER_SEASON, MESSAGES } from '@portal/contracts';
import { type ApplicationCourse, roleDeadlinePassed } from './application-rules';
import type { IndexedApplication } from './applicant-index';
import type { ProfileState, SavedRecord } from '../profile/profile.state';

export interface EligibilityFacts {
  course: ApplicationCourse;
  role: ApplicationRole;
  now: Date;
  /** General info, demographic and logistic all saved; and when the profile last changed. */
  profile: { filled: boolean; updatedAt: Date | null };
  /** The applicant's live applications (withdrawn ones are gone). */
  applications: ReadonlyArray<IndexedApplication>;
}

/** Whether the applicant may apply to this course in this role, checked in docs/architecture.md §5's order. */
export function eligibilityOf({ course, role, now, profile, applications }: EligibilityFacts): EligibilityStatus {
  if (roleDeadlinePassed(course, role, now)) return 'deadline_ended';
  if (now.getTime() >= Date.parse(course.enrollment_end_date)) return 'enrolled_deadline_ended';
  if (!profile.filled) return 'profile_not_filled';
  const requiredAfter = course.profile_update_required_after;
  if (requiredAfter && (!profile.updatedAt || profile.updatedAt.getTime() < Date.parse(requiredAfter)))
    return 'profile_not_updated';
  if (applications.some((a) => a.courseId === course.id && a.role === role)) return 'application_already_sended';
  if (applications.some((a) => a.seasonId === course.season_id && a.offerAccepted)) return 'accepted_other_application';
  return 'can_be_sent';
}

/**
 * Whether the applicant already holds the season's 3 applications, so a new one in the course's season
 * is refused ('Application creation limit reached.'). Not one of the spec's eligibility statuses: the
 * course list carries it beside them, so the apply button can say it before the two-page form.
 */
export function seasonLimitReached(
  course: Pick<ApplicationCourse, 'season_id'>,
  applications: ReadonlyArray<Pick<IndexedApplication, 'seasonId'>>,
): boolean {
  return applications.filter((a) => a.seasonId === course.season_id).length >= MAX_APPLICATIONS_PER_SEASON;
}

/** The profile as eligibility reads it, from the state of the applicant's profile stream. */
export function eligibilityProfileOf(profile: ProfileState): EligibilityFacts['profile'] {
  return {
    filled: isSaved(profile.generalInfo) && isSaved(profile.demographic) && isSaved(profile.logistic),
    updatedAt: profile.updatedAt ? new Date(profile.updatedAt) : null,
  };
}

/** An erased person's encrypted records replay as null: nothing of them is filled any more. */
const isSaved = (saved: SavedRecord<unknown> | null): boolean => saved !== null && saved.record !== null;

/** What the course blocks show for each blocked status (spec 1 §4). */
export const ELIGIBILITY_MESSAGES: Record<Exclude<EligibilityStatus, 'can_be_sent'>, string> = {
  deadline_ended: MESSAGES.deadlineEnded,
  enrolled_deadline_ended: MESSAGES.enrolledDeadlineEnded,
  profile_not_filled: MESSAGES.profileNotFilled,
  profile_not_updated: MESSAGES.profileNotUpdated,
  application_already_sended: MESSAGES.applicationAlreadySended,
  accepted_other_application: MESSAGES.acceptedOtherApplication,
};

/**
 * The logistics lock (docs/architecture.md §5): only when the applicant has applications and the deadline of
 * every one of them has passed.
 */
export function logisticsLocked(
  applications: ReadonlyArray<{ role: ApplicationRole; course: ApplicationCourse }>,
  now: Date,
): boolean {
  return applications.length > 0 && applications.every(({ role, course }) => roleDeadlinePassed(course, role, now));
}
