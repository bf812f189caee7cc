import type { AnnouncementAudience, AnnouncementLeftOut } from '@portal/contracts';
import type { AnnouncementEvent } from '@portal/domain';
import { type Projection, type ReadModel, projectionOf } from '@portal/event-store';

/** A row of `announcements`: the draft as it stands and, once sent, how many it reached and who was left out. */
export interface AnnouncementRow extends Record<string, unknown> {
  id: string;
  subject: string;
  body: string;
  audience: AnnouncementAudience;
  /** The audience's course, a column of its own for the list's filter. */
  course_id: string;
  status: 'draft' | 'sent';
  recipient_count: number | null;
  left_out: AnnouncementLeftOut | null;
  created_at: Date;
  updated_at: Date;
  sent_at: Date | null;
}

/** `announcements`: one row per announcement. Inline, so the staff app reads its draft back at once. */
export const announcementsReadModel: ReadModel<AnnouncementRow, AnnouncementEvent> = {
  name: 'announcements',
  eventTypes: ['AnnouncementDrafted', 'AnnouncementEdited', 'AnnouncementSent'],
  table: {
    name: 'announcements',
    key: 'id',
    columns: {
      id: 'text PRIMARY KEY',
      subject: 'text NOT NULL',
      body: 'text NOT NULL',
      audience: 'jsonb NOT NULL',
      course_id: 'text NOT NULL',
      status: 'text NOT NULL',
      recipient_count: 'int',
      left_out: 'jsonb',
      created_at: 'timestamptz NOT NULL',
      updated_at: 'timestamptz NOT NULL',
      sent_at: 'timestamptz',
    },
    indexes: { created: '(created_at DESC, id)', course: '(course_id)' },
  },
  keyOf: (event) => event.data.announcementId,
  singleStream: true,

  fold(row, event) {
    switch (event.type) {
      case 'AnnouncementDrafted': {
        const { announcementId, draft, draftedAt } = event.data;
        return (
          row ?? {
            id: announcementId,
            ...draft,
            course_id: draft.audience.course,
            status: 'draft',
            recipient_count: null,
            left_out: null,
            created_at: new Date(draftedAt),
            updated_at: new Date(draftedAt),
            sent_at: null,
          }
        );
      }
      case 'AnnouncementEdited': {
        const { draft, editedAt } = event.data;
        return row && { ...row, ...draft, course_id: draft.audience.course, updated_at: new Date(editedAt) };
      }
      case 'AnnouncementSent': {
        const { recipientIds, leftOut, sentAt } = event.data;
        return (
          row && {
            ...row,
            status: 'sent',
            recipient_count: recipientIds.length,
            left_out: leftOut,
            updated_at: new Date(sentAt),
            sent_at: new Date(sentAt),
          }
        );
      }
      default:
        return row;
    }
  },
};

export const announcementsProjection: Projection = projectionOf(announcementsReadModel);
