import type { JobRequest, RecordedEvent } from '@portal/event-store';
import type { JobHandler } from '../jobs/job-handler';

export const FORGET_EMAILS_JOB = 'forget-emails';

/** Only the person's id: their address is what the job removes. */
export interface ForgetEmailsPayload {
  userId: string;
}

/**
 * After an erasure, removes the copies of the person's emails the portal wrote (the embedded outbox
 * folder's `.eml` files, found by the user id in their names). A job, not part of the erasure's
 * transaction: files are no rows, and a failed removal is retried like any side effect. It records no
 * event: the erasure is the event, and removing nothing twice is harmless.
 */
export const forgetEmailsJob: JobHandler<ForgetEmailsPayload> = {
  type: FORGET_EMAILS_JOB,

  async run({ userId }, context) {
    await context.mailer.forget(userId);
    return [];
  },
};

/** One removal per erasure. */
export function forgetEmailsJobsFor(events: RecordedEvent[]): JobRequest[] {
  return events
    .filter((event) => event.type === 'PersonalDataErased')
    .map((event) => {
      const payload: ForgetEmailsPayload = { userId: (event.data as { userId: string }).userId };
      return { jobId: `forget-emails:${event.eventId}`, type: FORGET_EMAILS_JOB, payload };
    });
}
