import { userStreamId } from '@portal/domain';
import { findEnrollment } from '@portal/projections';
import type { JobHandler } from '../jobs/job-handler';
import { applicationEmailDraft, isApplicationEmailEvent } from './application-emails';
import { PortalLinks, publicUrl } from './portal-links';
import { applicationRecipient } from './application-recipient';
import { deliverEmail } from './deliver-email';
import { type SendEmailPayload, alreadySent } from './send-email.job';

export const SEND_APPLICATION_EMAIL_JOB = 'send-application-email';

/**
 * The email of a decision on an application (offer, rejection, waitlist, dismissal, approval, lapsed
 * offer), recorded as `EmailSent` on the user's stream like every email, so a retry never sends twice.
 * Its own job rather than the identity table's: the email names the course, read when the job runs.
 */
export const sendApplicationEmailJob: JobHandler<SendEmailPayload> = {
  type: SEND_APPLICATION_EMAIL_JOB,

  async run({ eventId }, context) {
    const event = await context.store.readEvent(eventId);
    if (!event || !isApplicationEmailEvent(event)) throw new Error(`event ${eventId} asks for no application email`);
    const { userId, applicationId } = event.data;
    const streamId = userStreamId(userId);
    if (await alreadySent(context.store, streamId, eventId)) return [];
    const recipient = await applicationRecipient(context, { eventId, userId, applicationId });
    if (!recipient) return [];
    const { user, application } = recipient;
    const offerEnd = (await findEnrollment(context.db, applicationId)).accepting_offer_end_date;
    const links = new PortalLinks(publicUrl(context.config), context.tokens, context.jobId);
    const draft = applicationEmailDraft(event, application, offerEnd?.toISOString(), user.first_name, links);
    return deliverEmail(context, { userId, to: user.email, causationEventId: eventId, draft });
  },
};
