import type { ApplicantIndexEvent } from '../applications/applicant-index';
import type { ApplicationEvent } from '../applications/application.events';
import type { EnrollmentEvent } from '../enrollment/enrollment.events';
import type { CourseEvent } from '../catalog/course.events';
import type { CertificateEvent } from '../certificates/certificate.events';
import type { CourseContentEvent, CourseContentUnlocked } from '../content/course-content';
import type { ColaEvent } from '../enrollment/cola';
import type { ClaimEvent } from '../identity/identifier-claim';
import type { UserEvent } from '../identity/user.events';
import type { CheckoutSessionEvent } from '../payments/checkout-session';
import type { StripeEventHandled } from '../payments/stripe-event-claim';
import type { MatchingEvent } from '../pods/matching-round';
import type { MentorRoundEvent } from '../pods/mentors/mentor-round';
import type { PodEvent } from '../pods/pod.events';
import type { RematchEvent } from '../pods/rematch/rematch-round';
import type { ProfileEvent } from '../profile/profile.events';
import type { ReviewEvent } from '../review/review.events';
import type { ReviewSettingsEvent } from '../review/review-settings';
import type { SavedReviewFiltersEvent } from '../review/saved-review-filters';
import type { WebhookSecretRotated } from './endpoint-secret';

type PortalEvent =
  | ApplicantIndexEvent
  | ApplicationEvent
  | EnrollmentEvent
  | CourseEvent
  | CertificateEvent
  | CourseContentEvent
  | CourseContentUnlocked
  | ColaEvent
  | ClaimEvent
  | UserEvent
  | CheckoutSessionEvent
  | StripeEventHandled
  | MatchingEvent
  | MentorRoundEvent
  | PodEvent
  | RematchEvent
  | ProfileEvent
  | ReviewEvent
  | ReviewSettingsEvent
  | SavedReviewFiltersEvent
  | WebhookSecretRotated;

export type PortalEventType = PortalEvent['type'];

/**
 * Every event type the log can hold. A record (not a list) so that the compiler fails when an event
 * is added to a context's union and not here: webhook subscriptions are checked against this.
 */
const EVERY_EVENT_TYPE: Record<PortalEventType, true> = {
  ApplicantApplicationRegistered: true,
  ApplicantApplicationReleased: true,
  ApplicantOfferAccepted: true,
  ApplicationDecided: true,
  ApplicationStatusChanged: true,
  ApplicationSubmitted: true,
  ApplicationUpdated: true,
  ApplicationWithdrawn: true,
  AttendanceExceptionGranted: true,
  AttendanceRecorded: true,
  CertificateIssued: true,
  CertificatePublishedToOrcid: true,
  CertificateReissueRequested: true,
  CertificateRemovedFromOrcid: true,
  CertificateWithdrawn: true,
  CheckoutSessionCreated: true,
  ColaSet: true,
  CompletionMarked: true,
  CourseContentSet: true,
  CourseContentUnlocked: true,
  CourseCreated: true,
  CourseUpdated: true,
  DemographicSaved: true,
  DroppedOut: true,
  EmailChangeRequested: true,
  EmailChanged: true,
  EmailSent: true,
  EmailVerified: true,
  EnrollmentWishSet: true,
  FeeOptionsSet: true,
  FeeWaived: true,
  FeeWaiverRefused: true,
  FeeWaiverRequested: true,
  FundingAnswered: true,
  GeneralInfoSaved: true,
  HardshipAnswered: true,
  HardshipReductionApproved: true,
  HardshipReductionRefused: true,
  HardshipReductionRequested: true,
  IdentifierClaimed: true,
  IdentifierReleased: true,
  LogisticSaved: true,
  MatchingProposalAdjusted: true,
  MatchingProposed: true,
  MentorAssigned: true,
  MentorRoundAdjusted: true,
  MentorRoundApplied: true,
  MentorRoundProposed: true,
  OfferDeclined: true,
  OfferExpired: true,
  OfferMade: true,
  PasswordChanged: true,
  PasswordResetRequested: true,
  PayWhatYouCanChosen: true,
  PaymentReceived: true,
  PaymentRefundDue: true,
  PersonalDataErased: true,
  PersonalDataExported: true,
  PodAssigned: true,
  PodFormed: true,
  PodMeetingSet: true,
  PodMembershipChanged: true,
  PodsFormed: true,
  PreferencesSet: true,
  PreferredApplicationAdded: true,
  ProfileEdited: true,
  ProfileImageChanged: true,
  ProjectGroupsFormed: true,
  RematchApplied: true,
  RematchProposed: true,
  ReviewAnonymitySet: true,
  ReviewCriteriaSet: true,
  ReviewFilterDeleted: true,
  ReviewFilterSaved: true,
  ReviewRecorded: true,
  ReviewersAssigned: true,
  RoleGranted: true,
  RolesDocumentAccepted: true,
  SessionEnded: true,
  SessionStarted: true,
  SocialAccountConnected: true,
  SocialAccountDisconnected: true,
  StripeEventHandled: true,
  SupplementalFormConfirmed: true,
  SurveyCompleted: true,
  TaAgreementSigned: true,
  TaRoleAssigned: true,
  UserRegistered: true,
  VerificationRequested: true,
  WebhookSecretRotated: true,
};

export const WEBHOOK_EVENT_TYPES: ReadonlyArray<PortalEventType> = Object.keys(
  EVERY_EVENT_TYPE,
).sort() as PortalEventType[];

export const isPortalEventType = (type: string): type is PortalEventType => Object.hasOwn(EVERY_EVENT_TYPE, type);
