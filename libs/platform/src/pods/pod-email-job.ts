import { type PodAssigned, userStreamId } from '@portal/domain';
import type { Queryable, RecordedEvent } from '@portal/event-store';
import type { ApplicationWithCourse } from '@portal/projections';
import type { JobHandler } from '../jobs/job-handler';
import { applicationRecipient } from '../mail/application-recipient';
import { deliverEmail } from '../mail/deliver-email';
import type { EmailDraft } from '../mail/identity-emails';
import { PortalLinks, publicUrl } from '../mail/portal-links';
import { type SendEmailPayload, alreadySent } from '../mail/send-email.job';

/** Drafts the email one `PodAssigned` asks for, from where the person is when it runs (null: none to send). */
export type PodEmailDraft = (
  db: Queryable,
  application: ApplicationWithCourse,
  event: RecordedEvent & PodAssigned,
  firstName: string,
  links: PortalLinks,
) => Promise<EmailDraft | null>;

/**
 * The job that emails the person a `PodAssigned` names, recorded as `EmailSent` like every email so a
 * retry never sends twice. Matching placements and rematch moves differ only in which events they take
 * and in the draft.
 */
export function podEmailJob(
  type: string,
  accepts: (event: RecordedEvent) => event is RecordedEvent & PodAssigned,
  draftFor: PodEmailDraft,
): JobHandler<SendEmailPayload> {
  return {
    type,
    async run({ eventId }, context) {
      const event = await context.store.readEvent(eventId);
      if (!event || !accepts(event)) throw new Error(`event ${eventId} is not one the ${type} job sends for`);
      const { userId, applicationId } = event.data;
      if (await alreadySent(context.store, userStreamId(userId), eventId)) return [];
      const recipient = await applicationRecipient(context, { eventId, userId, applicationId });
      if (!recipient) return [];
      const { user, application } = recipient;
      const links = new PortalLinks(publicUrl(context.config), context.tokens, context.jobId);
      const draft = await draftFor(context.db, application, event, user.first_name, links);
      if (!draft) {
        context.logger.info({ eventId, userId }, 'email not sent: the person is on no pod of the course any more');
        return [];
      }
      return deliverEmail(context, { userId, to: user.email, causationEventId: eventId, draft });
    },
  };
}
