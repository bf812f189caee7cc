import { type ApplicationRole, MESSAGES, seasonIdForNumber } from '@portal/contracts';
import { type Decider, type DomainEvent, assertNever } from '../shared/decider';
import { RefusedError } from '../shared/domain-error';
import type { ApplicationCourse } from './application-rules';
import { ELIGIBILITY_MESSAGES, type EligibilityFacts, eligibilityOf, seasonLimitReached } from './eligibility';

/**
 * `applicant-{userId}`: the applicant's index of live applications, the consistency boundary of the
 * rules that span applications (docs/architecture.md §5). Appended in the same transaction as the application's
 * own events, at the version read, so parallel submissions cannot both take the last place.
 */
export type ApplicantIndexEvent =
  | DomainEvent<
      'ApplicantApplicationRegistered',
      {
        userId: string;
        applicationId: string;
        courseId: string;
        role: ApplicationRole;
        season: number;
        /** Absent on registrations from before seasons were records: the season made for the number. */
        seasonId?: string;
        registeredAt: string;
      }
    >
  | DomainEvent<'ApplicantApplicationReleased', { userId: string; applicationId: string; releasedAt: string }>
  | DomainEvent<'ApplicantOfferAccepted', { userId: string; applicationId: string; acceptedAt: string }>;

export type ApplicantIndexCommand =
  | {
      type: 'RegisterApplication';
      userId: string;
      applicationId: string;
      /** From the course's stream; the season's limit and the eligibility rules read it. */
      course: ApplicationCourse;
      role: ApplicationRole;
      /** From the profile's stream. */
      profile: EligibilityFacts['profile'];
      now: Date;
    }
  | { type: 'ReleaseApplication'; userId: string; applicationId: string; now: Date }
  | { type: 'RecordOfferAcceptance'; userId: string; applicationId: string; now: Date };

export interface IndexedApplication {
  courseId: string;
  role: ApplicationRole;
  /** The season the course was in at submission; a course with applications keeps its season. */
  seasonId: string;
  offerAccepted: boolean;
}

export interface ApplicantIndexState {
  applications: Record<string, IndexedApplication>;
}

export const applicantIndexStreamId = (userId: string): string => `applicant-${userId}`;

export const applicantIndexDecider: Decider<ApplicantIndexCommand, ApplicantIndexEvent, ApplicantIndexState> = {
  eventTypes: {
    ApplicantApplicationRegistered: true,
    ApplicantApplicationReleased: true,
    ApplicantOfferAccepted: true,
  },
  initialState: () => ({ applications: {} }),

  evolve(state, event) {
    const applications = { ...state.applications };
    switch (event.type) {
      case 'ApplicantApplicationRegistered': {
        const { applicationId, courseId, role, season } = event.data;
        const seasonId = event.data.seasonId ?? seasonIdForNumber(season);
        applications[applicationId] = { courseId, role, seasonId, offerAccepted: false };
        return { applications };
      }
      case 'ApplicantApplicationReleased': {
        const { [event.data.applicationId]: _released, ...kept } = applications;
        return { applications: kept };
      }
      case 'ApplicantOfferAccepted': {
        const { applicationId } = event.data;
        if (Object.hasOwn(applications, applicationId))
          applications[applicationId] = { ...applications[applicationId], offerAccepted: true };
        return { applications };
      }
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    const { userId, applicationId } = command;
    const at = command.now.toISOString();
    const all = Object.entries(state.applications);
    switch (command.type) {
      case 'RegisterApplication': {
        const { course, role, profile, now } = command;
        // Eligibility first (it covers one application per course and role, and an accepted offer
        // elsewhere in the season), then the season's limit, as the course blocks show them.
        const applications = Object.values(state.applications);
        const eligibility = eligibilityOf({ course, role, now, profile, applications });
        if (eligibility !== 'can_be_sent') throw new RefusedError(eligibility, ELIGIBILITY_MESSAGES[eligibility]);
        const { id: courseId, season, season_id: seasonId } = course;
        if (seasonLimitReached(course, applications))
          throw new RefusedError('limit_reached', MESSAGES.applicationCreationLimit);
        return [
          {
            type: 'ApplicantApplicationRegistered',
            data: { userId, applicationId, courseId, role, season, seasonId, registeredAt: at },
          },
        ];
      }
      case 'ReleaseApplication':
        if (!Object.hasOwn(state.applications, applicationId)) return [];
        return [{ type: 'ApplicantApplicationReleased', data: { userId, applicationId, releasedAt: at } }];
      case 'RecordOfferAcceptance': {
        const own = Object.hasOwn(state.applications, applicationId) ? state.applications[applicationId] : undefined;
        if (!own) throw new RefusedError('not_allowed', MESSAGES.youCannotPerformThisAction);
        if (own.offerAccepted) return [];
        // One accepted offer per season: a second one would double-book the applicant's summer.
        if (all.some(([id, a]) => id !== applicationId && a.seasonId === own.seasonId && a.offerAccepted))
          throw new RefusedError('accepted_other_application', MESSAGES.acceptedOtherApplication);
        return [{ type: 'ApplicantOfferAccepted', data: { userId, applicationId, acceptedAt: at } }];
      }
      default:
        return assertNever(command);
    }
  },
};
