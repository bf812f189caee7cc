import {
  type AnnouncementDraft,
  type AnnouncementLeftOut,
  MESSAGES,
  type UpdateAnnouncementInput,
} from '@portal/contracts';
import { type Decider, assertNever } from '../shared/decider';
import { DomainError, NotFoundError, RefusedError } from '../shared/domain-error';
import type { AnnouncementEvent } from './announcement.events';

export const ANNOUNCEMENT_ALREADY_SENT = 'This announcement has already been sent.';
export const ANNOUNCEMENT_HAS_NO_RECIPIENTS =
  'Nobody can receive this announcement: no one with an email address matches its audience.';

/** `courseExists`: whether the course the audience names (after an edit, the new one) is on the log. */
export type AnnouncementCommand =
  | { type: 'DraftAnnouncement'; announcementId: string; draft: AnnouncementDraft; courseExists: boolean; now: Date }
  | {
      type: 'EditAnnouncement';
      announcementId: string;
      changes: UpdateAnnouncementInput;
      courseExists: boolean;
      now: Date;
    }
  /** `recipients`: whom the audience matches as the announcement is sent, resolved by the caller. */
  | {
      type: 'SendAnnouncement';
      announcementId: string;
      recipients: { ids: string[]; leftOut: AnnouncementLeftOut };
      now: Date;
    };

export type AnnouncementState =
  | { status: 'empty' }
  | { status: 'draft'; draft: AnnouncementDraft }
  | { status: 'sent'; draft: AnnouncementDraft; recipientIds: string[] };

export const announcementDecider: Decider<AnnouncementCommand, AnnouncementEvent, AnnouncementState> = {
  eventTypes: { AnnouncementDrafted: true, AnnouncementEdited: true, AnnouncementSent: true },
  initialState: () => ({ status: 'empty' }),

  evolve(state, event) {
    switch (event.type) {
      case 'AnnouncementDrafted':
      case 'AnnouncementEdited':
        return state.status === 'sent' ? state : { status: 'draft', draft: event.data.draft };
      case 'AnnouncementSent':
        return state.status === 'empty' ? state : { ...state, status: 'sent', recipientIds: event.data.recipientIds };
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'DraftAnnouncement': {
        if (state.status !== 'empty') throw new RefusedError('already_exists', 'This announcement already exists.');
        const { announcementId, draft, now } = command;
        rejectUnknownCourse(command.courseExists);
        return [{ type: 'AnnouncementDrafted', data: { announcementId, draft, draftedAt: now.toISOString() } }];
      }
      case 'EditAnnouncement': {
        const draft = draftOf(state);
        const edited = { ...draft, ...withoutUndefined(command.changes) };
        if (JSON.stringify(edited) === JSON.stringify(draft)) return [];
        rejectUnknownCourse(command.courseExists);
        return [
          {
            type: 'AnnouncementEdited',
            data: { announcementId: command.announcementId, draft: edited, editedAt: command.now.toISOString() },
          },
        ];
      }
      case 'SendAnnouncement': {
        draftOf(state);
        const { ids, leftOut } = command.recipients;
        if (ids.length === 0) throw new RefusedError('no_recipients', ANNOUNCEMENT_HAS_NO_RECIPIENTS);
        return [
          {
            type: 'AnnouncementSent',
            data: {
              announcementId: command.announcementId,
              // Once each, in one order: the jobs and the count follow the people, not their applications.
              recipientIds: [...new Set(ids)].sort(),
              leftOut,
              sentAt: command.now.toISOString(),
            },
          },
        ];
      }
      default:
        return assertNever(command);
    }
  },
};

function rejectUnknownCourse(courseExists: boolean): void {
  if (!courseExists) throw new DomainError('invalid', MESSAGES.courseNotFound, 'audience.course');
}

/** The draft a command may still change; a sent announcement is final. */
function draftOf(state: AnnouncementState): AnnouncementDraft {
  if (state.status === 'empty') throw new NotFoundError('Announcement not found.');
  if (state.status === 'sent') throw new RefusedError('already_sent', ANNOUNCEMENT_ALREADY_SENT);
  return state.draft;
}

const withoutUndefined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
