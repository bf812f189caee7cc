import { specFor } from '../shared/testing/given-when-then';
import { ANNOUNCEMENT_HAS_NO_RECIPIENTS, announcementDecider } from './announcement.decider';
import type { AnnouncementEvent } from './announcement.events';
import { fillPlaceholders } from './fill-placeholders';

const now = new Date('2026-12-06T10:00:00Z');
const id = 'a1';
const draft = {
  subject: 'Welcome to {course}',
  body: 'Hi {name}, see {dashboard_link}.',
  audience: { course: 'c1', status: 'accepted' as const },
};
const drafted: AnnouncementEvent = {
  type: 'AnnouncementDrafted',
  data: { announcementId: id, draft, draftedAt: now.toISOString() },
};
const sent: AnnouncementEvent = {
  type: 'AnnouncementSent',
  data: { announcementId: id, recipientIds: ['u1', 'u2'], leftOut: { erased: 1 }, sentAt: now.toISOString() },
};
const send = (ids: string[], erased = 0) =>
  ({ type: 'SendAnnouncement', announcementId: id, recipients: { ids, leftOut: { erased } }, now }) as const;

describe('an announcement', () => {
  const given = specFor(announcementDecider);

  it('is drafted with its subject, body and audience', () =>
    given([]).when({ type: 'DraftAnnouncement', announcementId: id, draft, courseExists: true, now }).then([drafted]));
  it('is drafted once', () =>
    given([drafted])
      .when({ type: 'DraftAnnouncement', announcementId: id, draft, courseExists: true, now })
      .thenThrows('already_exists'));

  it('is drafted and edited only for a course that exists, the refusal on the audience’s course', () => {
    given([])
      .when({ type: 'DraftAnnouncement', announcementId: id, draft, courseExists: false, now })
      .thenThrows('invalid', 'audience.course');
    given([drafted])
      .when({
        type: 'EditAnnouncement',
        announcementId: id,
        changes: { audience: { course: 'gone' } },
        courseExists: false,
        now,
      })
      .thenThrows('invalid', 'audience.course');
  });

  it('is edited while a draft, recording the whole draft as it now stands', () =>
    given([drafted])
      .when({
        type: 'EditAnnouncement',
        announcementId: id,
        changes: { subject: 'Hello {name}' },
        courseExists: true,
        now,
      })
      .then([
        {
          type: 'AnnouncementEdited',
          data: { announcementId: id, draft: { ...draft, subject: 'Hello {name}' }, editedAt: now.toISOString() },
        },
      ]));
  it('records nothing for an edit that changes nothing', () =>
    given([drafted])
      .when({ type: 'EditAnnouncement', announcementId: id, changes: { ...draft }, courseExists: true, now })
      .then([]));
  it('cannot be edited once sent', () =>
    given([drafted, sent])
      .when({ type: 'EditAnnouncement', announcementId: id, changes: { subject: 'Late' }, courseExists: true, now })
      .thenThrows('already_sent'));
  it('cannot be edited or sent when it does not exist', () => {
    given([])
      .when({ type: 'EditAnnouncement', announcementId: id, changes: {}, courseExists: true, now })
      .thenThrows('not_found');
    given([])
      .when(send(['u1']))
      .thenThrows('not_found');
  });

  it('is sent to each person once, in one order, with who was left out', () =>
    given([drafted])
      .when(send(['u2', 'u1', 'u2'], 1))
      .then([sent]));
  it('is sent once', () =>
    given([drafted, sent])
      .when(send(['u1']))
      .thenThrows('already_sent'));
  it('is not sent to nobody, and says why', () => {
    given([drafted]).when(send([], 3)).thenThrows('no_recipients');
    expect(ANNOUNCEMENT_HAS_NO_RECIPIENTS).toMatch(/^Nobody can receive this announcement/);
  });
});

describe('an announcement’s placeholders', () => {
  const values = { name: 'Ada', course: 'Deep learning', deadline: '1 July 2027', dashboard_link: 'https://x/y' };
  const fill = (template: string) => fillPlaceholders(template, values, (text) => text).join('');

  it('are filled for the person', () =>
    expect(fill('{name}: {course} by {deadline}, {dashboard_link}')).toBe(
      'Ada: Deep learning by 1 July 2027, https://x/y',
    ));
  it('leave braces around anything else as written', () =>
    expect(fill('{x, y} and {} and {name}')).toBe('{x, y} and {} and Ada'));
});
