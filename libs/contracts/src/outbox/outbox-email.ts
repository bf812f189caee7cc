import { z } from 'zod';

/** `sent` once the job recorded its `EmailSent`; `queued` while waiting or retrying; `failed` for good. */
export const OUTBOX_EMAIL_STATUSES = ['queued', 'sent', 'failed'] as const;

/**
 * `GET /api/admin/outbox/` and `/{id}/`: one email the portal queued or sent. Address, subject and
 * text are drafted again from its event; they are empty when the event names nobody the portal knows.
 */
export const outboxEmailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  /** The email's text as it was (or will be) sent. */
  text: z.string(),
  status: z.enum(OUTBOX_EMAIL_STATUSES),
  queued_at: z.iso.datetime(),
  sent_at: z.iso.datetime().nullable(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;
