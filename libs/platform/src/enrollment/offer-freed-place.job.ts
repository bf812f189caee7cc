import { PLACE_HOLDING_STATUSES, capacityOf } from '@portal/contracts';
import {
  DomainError,
  applicationDecider,
  applicationStreamId,
  courseDecider,
  courseStreamId,
  courseViewOf,
  derivedId,
  placeTakingDecision,
} from '@portal/domain';
import { aggregateStream } from '@portal/event-store';
import { countPlacesTaken, nextWaitlisted } from '@portal/projections';
import type { JobContext, JobHandler } from '../jobs/job-handler';

export const OFFER_FREED_PLACE_JOB = 'offer-freed-place';

/** The application whose place an event may have freed (declined, expired, withdrawn, dropped out), and that event. */
export interface OfferFreedPlacePayload {
  applicationId: string;
  eventId: string;
}

/**
 * A freed place goes to the next waitlisted person of its course and role, when the course says so
 * (`offer_freed_places_to_waitlist`, docs/architecture.md §9): an offer with the course's deadline (an
 * approval for a mentor), decided by the application's decider with actor `system`, so the applicant
 * gets the normal offer email and expiry timer from the `OfferMade`. Nothing when the event freed no
 * place (the application held none), the switch is off, the role is still at or past its capacity,
 * nobody waits, or the offer cannot be made (the course's offer deadline has passed).
 *
 * The decision is returned, not appended here: the runner appends it in the transaction that marks
 * this job done, so a rerun after a crash makes no second offer; a race with the waitlisted person's
 * own change fails on their stream's version and the job runs again from the reads.
 */
export const offerFreedPlaceJob: JobHandler<OfferFreedPlacePayload> = {
  type: OFFER_FREED_PLACE_JOB,

  async run({ applicationId, eventId }, context) {
    const freed = await freedPlace(context, applicationId, eventId);
    if (!freed) return [];
    const { courseId, role } = freed;
    const session = context.commands.reading();
    const course = courseViewOf((await session.load(courseStreamId(courseId), courseDecider)).state);
    if (!course?.offer_freed_places_to_waitlist) return [];
    const taken = await countPlacesTaken(context.db, courseId, role);
    const capacity = capacityOf(course, role);
    if (capacity !== null && taken >= capacity) return [];
    const next = await nextWaitlisted(context.db, courseId, role);
    if (!next) return [];
    const stream = await session.load(applicationStreamId(next), applicationDecider);
    try {
      session.decide(stream, 'application', {
        type: 'DecideApplication',
        decision: placeTakingDecision(role),
        offerId: derivedId('waitlist-offer', eventId),
        acceptingOfferEndDate: null,
        course,
        places: { taken, confirmedOverCapacity: false },
        now: new Date(),
      });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      context.logger.info({ jobId: context.jobId, code: error.code }, 'freed place not offered');
      return [];
    }
    return session.pending;
  },
};

/** The course and role of the place the event freed, or null when the application held no place before it. */
async function freedPlace(context: JobContext, applicationId: string, eventId: string) {
  const history = await context.store.readStream(applicationStreamId(applicationId));
  const at = history.findIndex((event) => event.eventId === eventId);
  if (at < 0) return null;
  const { state } = aggregateStream(history.slice(0, at), applicationDecider);
  if (state.status !== 'live') return null;
  const { applicationStatus, courseId, role } = state.application;
  return PLACE_HOLDING_STATUSES.includes(applicationStatus) ? { courseId, role } : null;
}
