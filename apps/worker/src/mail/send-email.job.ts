import { type UserEvent, userStreamId } from '@portal/domain';
import { type AppendRequest, type EventStore, MASKED_TEXT } from '@portal/event-store';
import { findUserById } from '@portal/projections';
import type { JobHandler } from '../jobs/job-handler';
import { emailFor, isEmailingEvent } from './email-catalog';
import { PortalLinks, publicUrl } from './portal-links';

export const SEND_EMAIL_JOB = 'send-email';

/** Only the event's id: the address is read when the job runs, so the outbox never holds personal data. */
export interface SendEmailPayload {
  eventId: string;
}

/** `<email.{event id}@course-portal>`: the same for every delivery of one job, so mail clients fold duplicates. */
export const messageIdFor = (jobId: string): string => `<${jobId.replaceAll(':', '.')}@course-portal>`;

const isErased = (value: string | null | undefined): boolean => !value || value === MASKED_TEXT;

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
    const messageId = messageIdFor(context.jobId);
    await context.mailer.send({ to: recipient.to, messageId, ...draft.content });
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

/** The result event is the truth (Redis keeps nothing): an email already recorded is never sent again. */
export async function alreadySent(store: EventStore, streamId: string, causationEventId: string): Promise<boolean> {
  const history = await store.readStream(streamId);
  return history.some(
    (event) =>
      event.type === 'EmailSent' && (event.data as { causationEventId?: string }).causationEventId === causationEventId,
  );
}
