import {
  type ApplicationRole,
  type ApplicationStatus,
  MESSAGES,
  STAFF_DECISIONS,
  type Seniority,
} from '@portal/contracts';
import { sameValue } from '../profile/record-write';
import { type Decider, assertNever } from '../shared/decider';
import { DomainError, NotFoundError, RefusedError } from '../shared/domain-error';
import type { ApplicationEvent, StoredForm } from './application.events';
import {
  type ApplicationCourse,
  canEdit,
  canSetEnrollmentWish,
  canWithdraw,
  roleDeadlinePassed,
  roleWindowOpened,
} from './application-rules';
import {
  type ApplicationState,
  type LiveApplication,
  evolveApplication,
  initialApplicationState,
} from './application.state';
import { type Answer, checkAnswers, checkDataSets } from './course-answers';
import { type EnrollmentCommand, decideEnrollmentStep } from '../enrollment/enrollment-steps';
import { StepMissingError } from '../enrollment/enrollment-prerequisites';
import { type RecordPayment, decidePayment } from '../enrollment/payment-decisions';
import { type DecideFeeWaiver, decideFeeWaiver } from '../enrollment/fee-waiver-decisions';
import { type AssignPod, decidePodAssignment } from './pod-assignment';
import { type AssignMentorGroups, decideMentorAssignment } from './mentor-assignment';
import { type DropOut, decideDropOut } from './drop-out';
import { type StaffCommand, decideStaffCommand } from './staff-decisions';

/** The validated form as the API parsed it (role-specific fields, all plain JSON). */
export type ApplicationFields = Record<string, unknown> & { answers?: Answer[] };

export type ApplicationCommand =
  | {
      type: 'SubmitApplication';
      applicationId: string;
      userId: string;
      role: ApplicationRole;
      course: ApplicationCourse;
      fields: ApplicationFields;
      seniority: Seniority | null;
      now: Date;
    }
  | {
      type: 'UpdateApplication';
      userId: string;
      course: ApplicationCourse;
      fields: ApplicationFields;
      seniority: Seniority | null;
      now: Date;
    }
  | { type: 'WithdrawApplication'; userId: string; course: ApplicationCourse; now: Date }
  | { type: 'SetEnrollmentWish'; userId: string; course: ApplicationCourse; now: Date }
  | { type: 'ChangeApplicationStatus'; status: ApplicationStatus; now: Date }
  | StaffCommand
  | EnrollmentCommand
  | RecordPayment
  | DecideFeeWaiver
  | AssignPod
  | AssignMentorGroups
  | DropOut;

/** Free texts and the residing country: personal data, stored apart so the store encrypts them. */
export const PERSONAL_FORM_FIELDS = [
  'maillist_or_other',
  'residing_country_during_course',
  'preprints_or_peer_reviewed_publications',
  'about_educational_background',
  'video_link',
  'proposed_project_ideas_for_students',
] as const;

const DATA_SET_FIELDS = ['data_set', 'second_data_set', 'comfortable_data_set', 'alternative_data_set'] as const;

export function splitForm(fields: ApplicationFields): StoredForm {
  const form: Record<string, unknown> = {};
  const personal: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if ((PERSONAL_FORM_FIELDS as readonly string[]).includes(key)) personal[key] = value;
    else form[key] = value;
  }
  return { form, personal };
}

function checkFields(role: ApplicationRole, course: ApplicationCourse, fields: ApplicationFields): void {
  checkAnswers(role, course, fields.answers ?? []);
  checkDataSets(course, fields, DATA_SET_FIELDS);
}

/** Another applicant's application answers exactly like a missing one (docs/architecture.md §5: no existence leak). */
function ownLive(state: ApplicationState, userId: string): LiveApplication {
  if (state.status !== 'live' || state.application.userId !== userId) throw new NotFoundError('Application not found.');
  return state.application;
}

/**
 * Accepting an offer (wants_to_enroll): an offer made through a staff decision is open until its own
 * `accepting_offer_end_date`; a status set without one (staff tooling, older data) until the course's.
 */
function canAcceptOffer(application: LiveApplication, course: ApplicationCourse, now: Date): boolean {
  const { offer } = application.enrollment;
  if (!offer) return canSetEnrollmentWish(application.applicationStatus, application.role, course, now);
  return (
    application.role !== 'mentor' &&
    application.applicationStatus === 'accepted' &&
    now.getTime() < Date.parse(offer.acceptingOfferEndDate)
  );
}

export const applicationDecider: Decider<ApplicationCommand, ApplicationEvent, ApplicationState> = {
  eventTypes: {
    ApplicationSubmitted: true,
    ApplicationUpdated: true,
    ApplicationWithdrawn: true,
    EnrollmentWishSet: true,
    ApplicationStatusChanged: true,
    DroppedOut: true,
    OfferMade: true,
    ApplicationDecided: true,
    OfferExpired: true,
    OfferDeclined: true,
    RolesDocumentAccepted: true,
    SupplementalFormConfirmed: true,
    FundingAnswered: true,
    HardshipAnswered: true,
    PayWhatYouCanChosen: true,
    FeeWaived: true,
    FeeWaiverRequested: true,
    FeeWaiverRefused: true,
    HardshipReductionRequested: true,
    HardshipReductionApproved: true,
    HardshipReductionRefused: true,
    PaymentReceived: true,
    PaymentRefundDue: true,
    TaAgreementSigned: true,
    TaRoleAssigned: true,
    FeeOptionsSet: true,
    PodAssigned: true,
    MentorAssigned: true,
  },
  initialState: initialApplicationState,
  evolve: evolveApplication,

  decide(command, state) {
    const at = command.now.toISOString();
    switch (command.type) {
      case 'SubmitApplication': {
        const { applicationId, userId, role, course, fields, seniority, now } = command;
        if (state.status !== 'none') throw new DomainError('already_exists', 'This application already exists.');
        if (!roleWindowOpened(course, role, now)) throw new RefusedError('not_open', MESSAGES.applicationsAreNotOpen);
        if (roleDeadlinePassed(course, role, now)) throw new RefusedError('deadline_ended', MESSAGES.deadlineEnded);
        checkFields(role, course, fields);
        return [
          {
            type: 'ApplicationSubmitted',
            data: {
              applicationId,
              userId,
              courseId: course.id,
              role,
              season: course.season,
              seasonId: course.season_id,
              seniority,
              ...splitForm(fields),
              submittedAt: at,
            },
          },
        ];
      }
      case 'UpdateApplication': {
        const application = ownLive(state, command.userId);
        if (!canEdit(application.applicationStatus, command.course, command.now))
          throw new RefusedError('not_editable', MESSAGES.applicationCannotBeEdited);
        checkFields(application.role, command.course, command.fields);
        const next = splitForm(command.fields);
        // Compared by value, not as JSON text: the stored form comes back from jsonb with its keys reordered.
        const unchanged =
          sameValue(next, { form: application.form, personal: application.personal }) &&
          command.seniority === application.seniority;
        if (unchanged) return [];
        const { applicationId, userId } = application;
        return [
          {
            type: 'ApplicationUpdated',
            data: { applicationId, userId, seniority: command.seniority, ...next, updatedAt: at },
          },
        ];
      }
      case 'WithdrawApplication': {
        const { applicationId, userId, applicationStatus, role } = ownLive(state, command.userId);
        if (!canWithdraw(applicationStatus, role, command.course, command.now))
          throw new RefusedError('not_withdrawable', MESSAGES.youCantWithdrawNow);
        return [{ type: 'ApplicationWithdrawn', data: { applicationId, userId, withdrawnAt: at } }];
      }
      case 'SetEnrollmentWish': {
        const application = ownLive(state, command.userId);
        const { applicationId, userId, wantsToEnroll } = application;
        if (!canAcceptOffer(application, command.course, command.now))
          throw new RefusedError('not_allowed', MESSAGES.youCannotPerformThisAction);
        if (wantsToEnroll) return [];
        return [{ type: 'EnrollmentWishSet', data: { applicationId, userId, setAt: at } }];
      }
      case 'ChangeApplicationStatus': {
        if (state.status !== 'live') throw new NotFoundError('Application not found.');
        const { applicationId, userId, role, applicationStatus } = state.application;
        if (!STAFF_DECISIONS[role].includes(command.status))
          throw new DomainError('invalid', `A ${role} application cannot be ${command.status}.`, 'status');
        if (applicationStatus === command.status) return [];
        // Staff tooling sets statuses directly, but a TA is approved only after signing the agreement.
        if (role === 'ta' && command.status === 'approved' && !state.application.enrollment.agreementSigned)
          throw new StepMissingError('ta_agreement');
        return [
          { type: 'ApplicationStatusChanged', data: { applicationId, userId, status: command.status, changedAt: at } },
        ];
      }
      case 'DecideApplication':
      case 'ExpireOffer':
      case 'AssignTaRole':
      case 'SetFeeOptions':
        return decideStaffCommand(command, state);
      case 'DeclineOffer':
      case 'AcceptRolesDocument':
      case 'ConfirmSupplementalForm':
      case 'AnswerFunding':
      case 'AnswerHardship':
      case 'ChoosePayWhatYouCan':
      case 'WaiveFee':
      case 'SignTaAgreement':
        return decideEnrollmentStep(command, state);
      case 'RecordPayment':
        return decidePayment(command, state);
      case 'DecideFeeWaiver':
        return decideFeeWaiver(command, state);
      case 'AssignPod':
        return decidePodAssignment(command, state);
      case 'AssignMentorGroups':
        return decideMentorAssignment(command, state);
      case 'DropOut':
        return decideDropOut(command, state);
      default:
        return assertNever(command);
    }
  },
};
