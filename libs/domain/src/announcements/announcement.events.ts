import type { AnnouncementDraft, AnnouncementLeftOut } from '@portal/contracts';
import type { DomainEvent } from '../shared/decider';

/** Staff's subject, body and audience; none of it is about one person (placeholders are filled per email). */
export type AnnouncementDrafted = DomainEvent<
  'AnnouncementDrafted',
  { announcementId: string; draft: AnnouncementDraft; draftedAt: string }
>;

/** The draft as it now stands, whole: only drafts are edited. */
export type AnnouncementEdited = DomainEvent<
  'AnnouncementEdited',
  { announcementId: string; draft: AnnouncementDraft; editedAt: string }
>;

/**
 * Sent: the people it went to, resolved from the audience at that moment (user ids only), and how
 * many the audience matched but the announcement left out. Each recipient's email is a job of its own.
 */
export type AnnouncementSent = DomainEvent<
  'AnnouncementSent',
  { announcementId: string; recipientIds: string[]; leftOut: AnnouncementLeftOut; sentAt: string }
>;

export type AnnouncementEvent = AnnouncementDrafted | AnnouncementEdited | AnnouncementSent;

export const announcementStreamId = (announcementId: string): string => `announcement-${announcementId}`;
