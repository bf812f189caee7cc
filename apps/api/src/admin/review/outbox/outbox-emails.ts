import type { OutboxEmail } from '@portal/contracts';
import { type Queryable, type RecordedEvent, toNumber } from '@portal/event-store';
import { findApplication, findUserById } from '@portal/projections';
import { announcementDecider, announcementStreamId } from '@portal/domain';
import {
  type Platform,
  type PortalLinks,
  announcementEmailFor,
  previewLinks,
  applicationEmailDraft,
  emailFor,
  isApplicationEmailEvent,
  isEmailingEvent,
  isPodEmailEvent,
  podEmailDraftFor,
  publicUrl,
} from '@portal/platform';
import { z } from 'zod';
import { idFilter } from '../../shared/ra-list-query';

export const OUTBOX_STATUSES = ['pending', 'running', 'dispatched', 'done', 'failed'] as const;
export const outboxFilterSchema = z
  .object({ id: idFilter.optional(), status: z.enum(OUTBOX_STATUSES).optional() })
  .strict();
export type OutboxFilter = z.infer<typeof outboxFilterSchema>;

export type { OutboxEmail };

interface OutboxRow {
  id: number;
  job_id: string;
  status: string;
  created_at: Date | string;
  completed_at: Date | string | null;
  attempts: number;
  last_error: string | null;
  event_id: string;
  /** An announcement's copy names its person beside the sending (one sending, many emails). */
  user_id: string | null;
}

const statusOf = (status: string): OutboxEmail['status'] =>
  status === 'done' ? 'sent' : status === 'failed' ? 'failed' : 'queued';

/** Email jobs are the outbox rows whose id is `email:{event id}` (one per emailing event). */
export async function listOutboxEmails(
  db: Queryable,
  filter: OutboxFilter,
  start: number,
  end: number,
): Promise<{ rows: OutboxRow[]; total: number }> {
  const conditions = ["o.job_id LIKE 'email:%'"];
  const params: unknown[] = [];
  if (filter.id !== undefined) {
    params.push([filter.id].flat().map(String));
    conditions.push(`o.id::text = ANY($${params.length})`);
  }
  if (filter.status) {
    params.push(filter.status);
    conditions.push(`o.status = $${params.length}`);
  }
  const where = `WHERE ${conditions.join(' AND ')}`;
  const total = await db.query<{ n: number }>(`SELECT count(*) AS n FROM outbox o ${where}`, params);
  const page = await db.query<OutboxRow>(
    `SELECT o.id, o.job_id, o.status, o.created_at, o.completed_at, o.attempts, o.last_error,
            o.payload->>'eventId' AS event_id, o.payload->>'userId' AS user_id
       FROM outbox o ${where} ORDER BY o.id DESC LIMIT ${end - start + 1} OFFSET ${start}`,
    params,
  );
  return { rows: page.rows, total: toNumber(total.rows[0].n) };
}

/**
 * The recipient, subject and text of one queued or sent email, drafted again from its event with the
 * worker's own templates (the outbox row names only the event: it holds no personal data).
 */
async function addressAndSubject(platform: Platform, event: RecordedEvent | null, row: OutboxRow) {
  const unknown = { to: '', subject: '', text: '' };
  if (!event) return unknown;
  const links = previewLinks(publicUrl(platform.config), row.job_id);
  if (event.type === 'AnnouncementSent' && row.user_id) return announcementCopy(platform, event, row.user_id, links);
  const data = event.data as { userId?: string; applicationId?: string };
  const user = data.userId ? await findUserById(platform.db, data.userId) : null;
  if (!user) return unknown;
  if (isApplicationEmailEvent(event)) {
    const application = await findApplication(platform.db, event.data.applicationId);
    if (!application) return { ...unknown, to: user.email };
    const offerEnd = event.type === 'OfferMade' ? event.data.acceptingOfferEndDate : undefined;
    const draft = applicationEmailDraft(event, application, offerEnd, user.first_name, links);
    return { to: user.email, subject: draft.content.subject, text: draft.content.text };
  }
  if (isPodEmailEvent(event)) {
    const application = await findApplication(platform.db, (event.data as { applicationId: string }).applicationId);
    const draft = application && (await podEmailDraftFor(platform.db, event, application, user.first_name, links));
    return draft
      ? { to: user.email, subject: draft.content.subject, text: draft.content.text }
      : { ...unknown, to: user.email };
  }
  if (isEmailingEvent(event)) {
    const email = emailFor(event);
    const { content } = email.draft(event.data, user.first_name, links);
    return { to: email.recipient(event.data, user), subject: content.subject, text: content.text };
  }
  return unknown;
}

/** One person's copy of a sent announcement, as the job writes it. */
async function announcementCopy(platform: Platform, event: RecordedEvent, userId: string, links: PortalLinks) {
  const { announcementId } = event.data as { announcementId: string };
  const { state } = await platform.store.aggregateStream(announcementStreamId(announcementId), announcementDecider);
  const email = state.status === 'sent' && (await announcementEmailFor(platform.db, state.draft, userId, links));
  return email
    ? { to: email.to, subject: email.draft.content.subject, text: email.draft.content.text }
    : { to: '', subject: '', text: '' };
}

export async function toOutboxEmail(platform: Platform, row: OutboxRow): Promise<OutboxEmail> {
  const event = row.event_id ? await platform.store.readEvent(row.event_id) : null;
  return {
    id: String(toNumber(row.id)),
    ...(await addressAndSubject(platform, event, row)),
    status: statusOf(row.status),
    queued_at: new Date(row.created_at).toISOString(),
    sent_at: row.completed_at ? new Date(row.completed_at).toISOString() : null,
    attempts: row.attempts,
    last_error: row.last_error,
  };
}
