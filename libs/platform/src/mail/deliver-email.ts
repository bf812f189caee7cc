import { type UserEvent, userStreamId } from '@portal/domain';
import { type AppendRequest, MASKED_TEXT } from '@portal/event-store';
import type { JobContext } from '../jobs/job-handler';
import { onceOutside } from '../jobs/outside-effect';
import type { EmailDraft } from './identity-emails';

/** `<email.{event id}@course-portal>`: the same for every delivery of one job, so mail clients fold duplicates. */
export const messageIdFor = (jobId: string): string => `<${jobId.replaceAll(':', '.')}@course-portal>`;

/** An erased value reads back masked; an account with one has no one left to write to. */
export const isErased = (value: string | null | undefined): boolean => !value || value === MASKED_TEXT;

/**
 * Sends a drafted email and returns the `EmailSent` that records it on the user's stream, appended
 * by the runner in the transaction that marks the job done: every email job ends the same way.
 */
export async function deliverEmail(
  context: JobContext,
  email: { userId: string; to: string; causationEventId: string; draft: EmailDraft },
): Promise<AppendRequest[]> {
  const messageId = messageIdFor(context.jobId);
  // Claimed before SMTP and recorded after: a second run sends nothing and records the first's result.
  return onceOutside(context, async () => {
    await context.mailer.send({ to: email.to, recipientId: email.userId, messageId, ...email.draft.content });
    return [sentRecord(email, messageId)];
  });
}

function sentRecord(
  email: { userId: string; causationEventId: string; draft: EmailDraft },
  messageId: string,
): AppendRequest {
  const sent: UserEvent = {
    type: 'EmailSent',
    data: {
      userId: email.userId,
      template: email.draft.template,
      causationEventId: email.causationEventId,
      messageId,
      redirectLinks: email.draft.redirectLinks,
      sentAt: new Date().toISOString(),
    },
  };
  return { streamId: userStreamId(email.userId), streamType: 'user', expectedVersion: 'any', events: [sent] };
}
