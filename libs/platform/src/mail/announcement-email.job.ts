import { type AnnouncementSent, announcementDecider, announcementStreamId, userStreamId } from '@portal/domain';
import type { JobRequest, RecordedEvent } from '@portal/event-store';
import type { JobHandler } from '../jobs/job-handler';
import { announcementEmailFor } from './announcement-emails';
import { deliverEmail } from './deliver-email';
import { PortalLinks, publicUrl } from './portal-links';
import { alreadySent } from './send-email.job';

export const SEND_ANNOUNCEMENT_EMAIL_JOB = 'send-announcement-email';

/** The sending and the one person: ids only, so the outbox holds no personal data. */
export interface AnnouncementEmailPayload {
  eventId: string;
  userId: string;
}

const isAnnouncementSent = (event: RecordedEvent): event is RecordedEvent & AnnouncementSent =>
  event.type === 'AnnouncementSent';

/** The job id of one person's copy: a second look at the same sending asks for the same jobs. */
export const announcementEmailJobId = (eventId: string, userId: string): string => `email:${eventId}:${userId}`;

/** One email job per recipient of a sent announcement. */
export function announcementJobsFor(events: RecordedEvent[]): JobRequest[] {
  return events.filter(isAnnouncementSent).flatMap((event) =>
    event.data.recipientIds.map((userId) => {
      const payload: AnnouncementEmailPayload = { eventId: event.eventId, userId };
      return { jobId: announcementEmailJobId(event.eventId, userId), type: SEND_ANNOUNCEMENT_EMAIL_JOB, payload };
    }),
  );
}

/**
 * One person's copy of a sent announcement, written when the job runs and recorded as `EmailSent` on
 * their stream (caused by the sending), so a retry never sends it twice. Someone erased since it was
 * sent gets nothing, and the log names them by id only.
 */
export const sendAnnouncementEmailJob: JobHandler<AnnouncementEmailPayload> = {
  type: SEND_ANNOUNCEMENT_EMAIL_JOB,

  async run({ eventId, userId }, context) {
    const event = await context.store.readEvent(eventId);
    if (!event || !isAnnouncementSent(event) || !event.data.recipientIds.includes(userId))
      throw new Error(`event ${eventId} sends no announcement to ${userId}`);
    if (await alreadySent(context.store, userStreamId(userId), eventId)) return [];
    const { state } = await context.store.aggregateStream(
      announcementStreamId(event.data.announcementId),
      announcementDecider,
    );
    if (state.status !== 'sent') throw new Error(`announcement ${event.data.announcementId} was not sent`);
    const links = new PortalLinks(publicUrl(context.config), context.tokens, context.jobId);
    const email = await announcementEmailFor(context.db, state.draft, userId, links);
    if (!email) {
      context.logger.info({ eventId, userId }, 'announcement not sent: the person, their data or application is gone');
      return [];
    }
    return deliverEmail(context, { userId, to: email.to, causationEventId: eventId, draft: email.draft });
  },
};
