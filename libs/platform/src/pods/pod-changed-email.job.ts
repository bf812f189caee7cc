import type { JobRequest, RecordedEvent } from '@portal/event-store';
import type { SendEmailPayload } from '../mail/send-email.job';
import { isRematchMove, newPodOf, podChangedDraft } from './pod-change-emails';
import { type PodEmailDraft, podEmailJob } from './pod-email-job';

export const SEND_POD_CHANGED_EMAIL_JOB = 'send-pod-changed-email';

/** The draft the moved job sends: the pod is read when it runs (the one the event names). */
export const draftPodChangedEmail: PodEmailDraft = async (db, application, event, firstName, links) =>
  podChangedDraft(application, await newPodOf(db, event.data.podIds), firstName, links);

/** Tells a person a rematch moved where they are now. */
export const sendPodChangedEmailJob = podEmailJob(SEND_POD_CHANGED_EMAIL_JOB, isRematchMove, draftPodChangedEmail);

/** One email job per person a rematch moved. */
export function podChangeJobsFor(events: RecordedEvent[]): JobRequest[] {
  return events.filter(isRematchMove).map((event) => {
    const payload: SendEmailPayload = { eventId: event.eventId };
    return { jobId: `email:${event.eventId}`, type: SEND_POD_CHANGED_EMAIL_JOB, payload };
  });
}
