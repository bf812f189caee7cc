import type { ApplicationWithdrawn, DroppedOut, OfferDeclined, OfferExpired, OfferMade } from '@portal/domain';
import { type EventTypes, type JobRequest, type Recorded, type RecordedEvent, isOneOf } from '@portal/event-store';
import { isApplicationEmailEvent } from '../mail/application-emails';
import { SEND_APPLICATION_EMAIL_JOB } from '../mail/application-email.job';
import type { SendEmailPayload } from '../mail/send-email.job';
import { EXPIRE_OFFER_JOB, EXPIRE_OFFER_MAX_ATTEMPTS, type ExpireOfferPayload } from './expire-offer.job';
import { OFFER_FREED_PLACE_JOB, type OfferFreedPlacePayload } from './offer-freed-place.job';

const OFFER: EventTypes<OfferMade> = { OfferMade: true };
/** The events that may free a place; the job checks that the application held one before. */
const MAY_FREE_A_PLACE: EventTypes<OfferDeclined | OfferExpired | ApplicationWithdrawn | DroppedOut> = {
  OfferDeclined: true,
  OfferExpired: true,
  ApplicationWithdrawn: true,
  DroppedOut: true,
};

/** Keyed on the freeing event, so one freed place is offered on at most once. */
function freedPlaceOffer(
  event: Recorded<OfferDeclined | OfferExpired | ApplicationWithdrawn | DroppedOut>,
): JobRequest {
  const payload: OfferFreedPlacePayload = { applicationId: event.data.applicationId, eventId: event.eventId };
  return { jobId: `offer-freed-place:${event.eventId}`, type: OFFER_FREED_PLACE_JOB, payload };
}

/** An offer sets its expiry timer: a job delayed to the offer's end, one per offer. */
function expiryTimer(event: Recorded<OfferMade>): JobRequest {
  const { applicationId, offerId, acceptingOfferEndDate } = event.data;
  const payload: ExpireOfferPayload = { applicationId, offerId };
  return {
    jobId: `expire-offer:${offerId}`,
    type: EXPIRE_OFFER_JOB,
    payload,
    runAt: new Date(acceptingOfferEndDate),
    maxAttempts: EXPIRE_OFFER_MAX_ATTEMPTS,
  };
}

/**
 * The side effects of decisions on applications: the applicant's email, the offer's expiry timer, and
 * a freed place's offer to the waitlist (which does nothing unless the course turned it on).
 */
export function enrollmentJobsFor(events: RecordedEvent[]): JobRequest[] {
  return events.flatMap((event) => {
    const jobs: JobRequest[] = [];
    if (isApplicationEmailEvent(event)) {
      const payload: SendEmailPayload = { eventId: event.eventId };
      jobs.push({ jobId: `email:${event.eventId}`, type: SEND_APPLICATION_EMAIL_JOB, payload });
    }
    if (isOneOf(OFFER, event)) jobs.push(expiryTimer(event));
    if (isOneOf(MAY_FREE_A_PLACE, event)) jobs.push(freedPlaceOffer(event));
    return jobs;
  });
}
