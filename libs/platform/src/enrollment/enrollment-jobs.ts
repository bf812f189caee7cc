import type { OfferMade } from '@portal/domain';
import { type EventTypes, type JobRequest, type Recorded, type RecordedEvent, isOneOf } from '@portal/event-store';
import { isApplicationEmailEvent } from '../mail/application-emails';
import { SEND_APPLICATION_EMAIL_JOB } from '../mail/application-email.job';
import type { SendEmailPayload } from '../mail/send-email.job';
import { EXPIRE_OFFER_JOB, EXPIRE_OFFER_MAX_ATTEMPTS, type ExpireOfferPayload } from './expire-offer.job';

const OFFER: EventTypes<OfferMade> = { OfferMade: true };

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

/** The side effects of decisions on applications: the applicant's email, and the offer's expiry timer. */
export function enrollmentJobsFor(events: RecordedEvent[]): JobRequest[] {
  return events.flatMap((event) => {
    const jobs: JobRequest[] = [];
    if (isApplicationEmailEvent(event)) {
      const payload: SendEmailPayload = { eventId: event.eventId };
      jobs.push({ jobId: `email:${event.eventId}`, type: SEND_APPLICATION_EMAIL_JOB, payload });
    }
    if (isOneOf(OFFER, event)) jobs.push(expiryTimer(event));
    return jobs;
  });
}
