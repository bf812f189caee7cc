import { type UserEvent, userStreamId } from '@portal/domain';
import type { EventStore } from '@portal/event-store';
import { findUserById } from '@portal/projections';
import type { JobHandler } from '../jobs/job-handler';
import { deliverEmail, isErased } from './deliver-email';
import { emailFor, isEmailingEvent } from './email-catalog';
import { PortalLinks, publicUrl } from './portal-links';

export const SEND_EMAIL_JOB = 'send-email';

type EmailSent = Extract<UserEvent, { type: 'EmailSent' }>;

/** Only the event's id: the address is read when the job runs, so the outbox never holds personal data. */
export interface SendEmailPayload {
  eventId: string;
}

/**
 * Sends the email an event asks for and records `EmailSent` on the user's stream. An account
 * that is gone or erased gets nothing (and the job succeeds): there is no one left to write to.
 */
export const sendEmailJob: JobHandler<SendEmailPayload> = {
  type: SEND_EMAIL_JOB,

  async run({ eventId }, context) {
    const event = await context.store.readEvent(eventId);
    if (!event || !isEmailingEvent(event)) throw new Error(`event ${eventId} asks for no email`);
    const { userId } = event.data;
    const streamId = userStreamId(userId);
    if (await alreadySent(context.store, streamId, eventId)) return [];
    const user = await findUserById(context.db, userId);
    const email = emailFor(event);
    const recipient = user && { to: email.recipient(event.data, user), firstName: user.first_name };
    if (!recipient || isErased(recipient.to) || isErased(recipient.firstName)) {
      context.logger.info({ eventId, userId }, 'email not sent: the account or its personal data is gone');
      return [];
    }
    const links = new PortalLinks(publicUrl(context.config), context.tokens, context.jobId);
    const draft = email.draft(event.data, recipient.firstName, links);
    return deliverEmail(context, { userId, to: recipient.to, causationEventId: eventId, draft });
  },
};

/** The result event is the truth (Redis keeps nothing): an email already recorded is never sent again. */
export async function alreadySent(store: EventStore, streamId: string, causationEventId: string): Promise<boolean> {
  const sent = await store.readStream<EmailSent>(streamId, { types: { EmailSent: true } });
  return sent.some((event) => event.data.causationEventId === causationEventId);
}
