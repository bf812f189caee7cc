import type { Projection } from '@portal/event-store';
import { announcementsProjection } from './announcements/announcements.read-model';
import { applicationsProjection } from './applications/applications.read-model';
import { coursesProjection } from './catalog/courses.read-model';
import { seasonsProjection } from './catalog/seasons.read-model';
import { redirectLinksProjection } from './identity/redirect-links.read-model';
import { sessionRevocationsProjection } from './identity/session-revocations.projection';
import { sessionsProjection } from './identity/sessions.read-model';
import { apiTokensProjection } from './identity/api-tokens.read-model';
import { socialAccountsProjection } from './identity/social-accounts.read-model';
import { usersProjection } from './identity/users.read-model';
import { receiptsProjection } from './payments/receipts.read-model';
import { openCheckoutsProjection } from './payments/open-checkouts.read-model';
import { userProfilesProjection } from './profile/user-profiles.read-model';
import { colaProjection } from './enrollment/cola.read-model';
import { enrollmentsProjection } from './enrollment/enrollments.read-model';
import { feeWaiversProjection } from './enrollment/fee-waivers.read-model';
import { podsProjection } from './pods/pods.read-model';
import {
  matchingProposalsProjection,
  mentorRoundProposalsProjection,
  rematchProposalsProjection,
} from './pods/round-proposals.read-model';
import { proposalHistoryProjection } from './pods/proposal-history.read-model';
import { certificatesProjection } from './certificates/certificates.read-model';
import { contentAccessProjection, courseContentProjection } from './content/course-content.read-model';
import { attendanceExceptionsProjection } from './certificates/attendance-exceptions.read-model';
import { staffPaymentsProjection } from './payments/staff-payments.read-model';
import { personalDataErasuresProjection } from './personal-data/erasures.projection';
import { applicationReviewersProjection, applicationReviewsProjection } from './review/application-reviews.read-model';
import { reviewAnonymityProjection, reviewCriteriaProjection } from './review/review-settings.read-model';
import { savedReviewFiltersProjection } from './review/saved-review-filters.read-model';
import { projectGroupMembersProjection, projectGroupsProjection } from './pods/project-groups.read-model';

/**
 * Every read model. All are inline: written in the command's transaction, so a user reads their write
 * at once and no read model lags the log.
 */
export const INLINE_PROJECTIONS: ReadonlyArray<Projection> = [
  coursesProjection,
  seasonsProjection,
  usersProjection,
  sessionsProjection,
  sessionRevocationsProjection,
  apiTokensProjection,
  socialAccountsProjection,
  redirectLinksProjection,
  userProfilesProjection,
  applicationsProjection,
  receiptsProjection,
  openCheckoutsProjection,
  enrollmentsProjection,
  feeWaiversProjection,
  colaProjection,
  matchingProposalsProjection,
  podsProjection,
  certificatesProjection,
  courseContentProjection,
  contentAccessProjection,
  attendanceExceptionsProjection,
  staffPaymentsProjection,
  personalDataErasuresProjection,
  applicationReviewsProjection,
  applicationReviewersProjection,
  reviewCriteriaProjection,
  reviewAnonymityProjection,
  savedReviewFiltersProjection,
  mentorRoundProposalsProjection,
  projectGroupsProjection,
  projectGroupMembersProjection,
  rematchProposalsProjection,
  proposalHistoryProjection,
  announcementsProjection,
];
/**
 * None today (docs/decisions.md, issue 52). The worker, replay, health and the projection status already
 * run a projection listed here from a checkpointed subscription of the global log; the application
 * statistics are to be the first, in a later issue.
 */
export const ASYNC_PROJECTIONS: ReadonlyArray<Projection> = [];
export const ALL_PROJECTIONS: ReadonlyArray<Projection> = [...INLINE_PROJECTIONS, ...ASYNC_PROJECTIONS];

export function findProjection(name: string): Projection | undefined {
  return ALL_PROJECTIONS.find((projection) => projection.name === name);
}
