import type { JobRequest, RecordedEvent } from '@portal/event-store';
import { announcementJobsFor } from '../mail/announcement-email.job';
import { certificateJobsFor } from '../certificates/certificate-jobs';
import { enrollmentJobsFor } from '../enrollment/enrollment-jobs';
import { isEmailingEvent } from '../mail/email-catalog';
import { eraseCopiesJobsFor } from '../identity/erase-copies.job';
import { SEND_EMAIL_JOB, type SendEmailPayload } from '../mail/send-email.job';
import { podChangeJobsFor } from '../pods/pod-changed-email.job';
import { podPlacementJobsFor } from '../pods/pod-placed-email.job';

/**
 * The side effects that recorded events ask for, written to the outbox in the same transaction.
 * Job ids derive from the event id, so the same event can never ask twice. Each capability adds its
 * rules here (offer-expiry timers, certificates).
 */
export function jobsFor(events: RecordedEvent[]): JobRequest[] {
  return [
    ...events.filter(isEmailingEvent).map(sendEmailJob),
    ...enrollmentJobsFor(events),
    ...certificateJobsFor(events),
    ...podChangeJobsFor(events),
    ...podPlacementJobsFor(events),
    ...eraseCopiesJobsFor(events),
    ...announcementJobsFor(events),
  ];
}

/** The payload names only the event, never an address: the outbox holds no personal data. */
function sendEmailJob(event: RecordedEvent): JobRequest {
  const payload: SendEmailPayload = { eventId: event.eventId };
  return { jobId: `email:${event.eventId}`, type: SEND_EMAIL_JOB, payload };
}
