import {
  type ApplicationStatus,
  ENROLLMENT_STEP_MISSING,
  MESSAGES,
  STAFF_DECISION_KINDS_BY_ROLE,
  type StaffDecisionKind,
  type TaFor,
} from '@portal/contracts';
import { DomainError, NotFoundError } from '../shared/domain-error';
import type { ApplicationCourse } from './application-rules';
import { type PlacesTaken, placeTakingDecision, refuseOverCapacity } from './course-capacity';
import type { ApplicationState, LiveApplication } from './application.state';
import type { DecidedStatus, EnrollmentEvent } from '../enrollment/enrollment.events';

export type StaffCommand =
  | {
      type: 'DecideApplication';
      decision: StaffDecisionKind;
      /** New for every offer, so a timer set for an earlier offer never expires a later one. */
      offerId: string;
      /** Null: the course's `deadline_accepting_offer_end_date`. */
      acceptingOfferEndDate: string | null;
      course: ApplicationCourse;
      /** The role's places on the course now, for the capacity rule (course-capacity.ts). */
      places: PlacesTaken;
      now: Date;
    }
  | { type: 'ExpireOffer'; offerId: string; now: Date }
  | { type: 'AssignTaRole'; selectedAsLeadTa: boolean; taFor: TaFor | null; now: Date }
  | { type: 'SetFeeOptions'; waiveFeeOption: boolean; payWhatYouCanOption: boolean; now: Date };

const STATUS_OF: Record<Exclude<StaffDecisionKind, 'offer'>, DecidedStatus> = {
  reject: 'rejected',
  waitlist: 'waitlist',
  dismiss: 'dismissed',
  approve: 'approved',
};
/** An application still waiting for a decision: applied, or on the waitlist (which may still get an offer). */
const UNDECIDED: readonly ApplicationStatus[] = ['applied', 'waitlist'];

const live = (state: ApplicationState): LiveApplication => {
  if (state.status !== 'live') throw new NotFoundError('Application not found.');
  return state.application;
};

/** A TA is approved after signing the agreement (not merely wanting to enrol); a mentor straight from applied or the waitlist. */
function approvable(application: LiveApplication): boolean {
  if (application.role === 'mentor') return UNDECIDED.includes(application.applicationStatus);
  return application.applicationStatus === 'accepted' && application.enrollment.agreementSigned;
}

function refuse(application: LiveApplication, decision: StaffDecisionKind): never {
  const { role, applicationStatus } = application;
  throw new DomainError(
    'not_allowed',
    `A ${role} application that is ${applicationStatus} cannot get "${decision}".`,
    'decision',
  );
}

/** The decision gives the application one of the course's places: refused past the role's capacity unless confirmed. */
function takePlace(application: LiveApplication, command: Extract<StaffCommand, { type: 'DecideApplication' }>) {
  const { course, places } = command;
  refuseOverCapacity(
    [{ course, role: application.role, taken: places.taken, adding: 1 }],
    places.confirmedOverCapacity,
  );
}

export function decideStaffCommand(command: StaffCommand, state: ApplicationState): EnrollmentEvent[] {
  const application = live(state);
  const { applicationId, userId } = application;
  const at = command.now.toISOString();
  switch (command.type) {
    case 'DecideApplication': {
      const { decision } = command;
      if (!STAFF_DECISION_KINDS_BY_ROLE[application.role].includes(decision)) refuse(application, decision);
      if (decision === 'offer') {
        if (application.applicationStatus === 'accepted') return [];
        if (!UNDECIDED.includes(application.applicationStatus)) refuse(application, decision);
        takePlace(application, command);
        const end = command.acceptingOfferEndDate ?? command.course.deadline_accepting_offer_end_date;
        if (Date.parse(end) <= command.now.getTime())
          throw new DomainError('invalid', MESSAGES.offerMustEndInFuture, 'accepting_offer_end_date');
        const data = { applicationId, userId, offerId: command.offerId, acceptingOfferEndDate: end, offeredAt: at };
        return [{ type: 'OfferMade', data }];
      }
      const status = STATUS_OF[decision];
      if (application.applicationStatus === status) return [];
      const allowed =
        decision === 'approve' ? approvable(application) : UNDECIDED.includes(application.applicationStatus);
      if (!allowed && decision === 'approve' && application.applicationStatus === 'accepted')
        throw new DomainError('not_allowed', ENROLLMENT_STEP_MISSING.ta_agreement, 'decision');
      if (!allowed) refuse(application, decision);
      if (decision === placeTakingDecision(application.role)) takePlace(application, command);
      return [{ type: 'ApplicationDecided', data: { applicationId, userId, status, decidedAt: at } }];
    }
    case 'ExpireOffer': {
      // Only the offer the timer was set for, only while nobody answered it, and never early.
      const { offer } = application.enrollment;
      const due = offer && Date.parse(offer.acceptingOfferEndDate) <= command.now.getTime();
      const open = application.applicationStatus === 'accepted' && !application.wantsToEnroll;
      if (!offer || offer.offerId !== command.offerId || !due || !open) return [];
      return [
        {
          type: 'OfferExpired',
          data: { applicationId, userId, offerId: offer.offerId, reason: 'expired', expiredAt: at },
        },
      ];
    }
    case 'AssignTaRole': {
      if (application.role !== 'ta') throw new DomainError('invalid', 'Only a TA application has a TA role.', 'ta_for');
      const { selectedAsLeadTa, taFor } = command;
      const { enrollment } = application;
      if (enrollment.selectedAsLeadTa === selectedAsLeadTa && enrollment.taFor === taFor) return [];
      return [{ type: 'TaRoleAssigned', data: { applicationId, userId, selectedAsLeadTa, taFor, assignedAt: at } }];
    }
    case 'SetFeeOptions': {
      if (application.role !== 'student')
        throw new DomainError('invalid', 'Only a student application has fee options.');
      const { waiveFeeOption, payWhatYouCanOption } = command;
      const { enrollment } = application;
      if (enrollment.waiveFeeOption === waiveFeeOption && enrollment.payWhatYouCanOption === payWhatYouCanOption)
        return [];
      return [
        { type: 'FeeOptionsSet', data: { applicationId, userId, waiveFeeOption, payWhatYouCanOption, setAt: at } },
      ];
    }
  }
}
