import { type UserEvent, userStreamId } from '@portal/domain';
import { type AppendRequest, MASKED_TEXT } from '@portal/event-store';
import { findApplication, findEnrollment, findUserById } from '@portal/projections';
import type { JobHandler } from '../jobs/job-handler';
import { applicationEmailDraft, isApplicationEmailEvent } from './application-emails';
import { PortalLinks, publicUrl } from './portal-links';
import { type SendEmailPayload, alreadySent, messageIdFor } from './send-email.job';

export const SEND_APPLICATION_EMAIL_JOB = 'send-application-email';

const isErased = (value: string | null | undefined): boolean => !value || value === MASKED_TEXT;

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
    const offerEnd = (await findEnrollment(context.db, applicationId)).accepting_offer_end_date;
    const links = new PortalLinks(publicUrl(context.config), context.tokens, context.jobId);
    const draft = applicationEmailDraft(event, application, offerEnd?.toISOString(), user.first_name, links);
    const messageId = messageIdFor(context.jobId);
    await context.mailer.send({ to: user.email, messageId, ...draft.content });
    const sent: UserEvent = {
      type: 'EmailSent',
      data: {
        userId,
        template: draft.template,
        causationEventId: eventId,
        messageId,
        redirectLinks: draft.redirectLinks,
        sentAt: new Date().toISOString(),
      },
    };
    return [{ streamId, streamType: 'user', expectedVersion: 'any', events: [sent] } satisfies AppendRequest];
  },
};
