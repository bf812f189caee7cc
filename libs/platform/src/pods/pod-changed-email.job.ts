import { userStreamId } from '@portal/domain';
import type { JobRequest, RecordedEvent } from '@portal/event-store';
import { findApplication, findUserById } from '@portal/projections';
import type { JobHandler } from '../jobs/job-handler';
import { deliverEmail, isErased } from '../mail/deliver-email';
import { PortalLinks, publicUrl } from '../mail/portal-links';
import { type SendEmailPayload, alreadySent } from '../mail/send-email.job';
import { isRematchMove, newPodOf, podChangedDraft } from './pod-change-emails';

export const SEND_POD_CHANGED_EMAIL_JOB = 'send-pod-changed-email';

/**
 * Tells a person a rematch moved where they are now, recorded as `EmailSent` like every email, so a
 * retry never sends twice. The pod is read when the job runs: it is the pod the event names.
 */
export const sendPodChangedEmailJob: JobHandler<SendEmailPayload> = {
  type: SEND_POD_CHANGED_EMAIL_JOB,

  async run({ eventId }, context) {
    const event = await context.store.readEvent(eventId);
    if (!event || !isRematchMove(event)) throw new Error(`event ${eventId} is no rematch move`);
    const { userId, applicationId, podIds } = event.data;
    const streamId = userStreamId(userId);
    if (await alreadySent(context.store, streamId, eventId)) return [];
    const [user, application] = [
      await findUserById(context.db, userId),
      await findApplication(context.db, applicationId),
    ];
    if (!user || !application || isErased(user.email) || isErased(user.first_name)) {
      context.logger.info(
        { eventId, userId },
        'email not sent: the account, its personal data or the application is gone',
      );
      return [];
    }
    const links = new PortalLinks(publicUrl(context.config), context.tokens, context.jobId);
    const draft = podChangedDraft(application, await newPodOf(context.db, podIds), user.first_name, links);
    return deliverEmail(context, { userId, to: user.email, causationEventId: eventId, draft });
  },
};

/** One email job per person a rematch moved. */
export function podChangeJobsFor(events: RecordedEvent[]): JobRequest[] {
  return events.filter(isRematchMove).map((event) => {
    const payload: SendEmailPayload = { eventId: event.eventId };
    return { jobId: `email:${event.eventId}`, type: SEND_POD_CHANGED_EMAIL_JOB, payload };
  });
}
