import type { RecordedEvent } from '@portal/event-store';
import { announcementJobsFor } from '../announcement-email.job';
import { announcementEmail } from './announcement';

const values = {
  name: 'Ada <b>',
  course: 'Deep learning & more',
  deadline: '1 July 2090 at 17:00 UTC',
  dashboard_link: 'https://portal.example/sign-in?uid=abc',
};

describe('an announcement’s email', () => {
  const email = announcementEmail({
    subject: 'News for {course},\n{name}',
    body: 'Hi {name},\n\nAnswer by {deadline}.\nThen: {dashboard_link}\n\n<i>{x, y}</i>',
    values,
  });

  it('is staff’s words with the placeholders filled, nothing added', () => {
    expect(email.subject).toBe('News for Deep learning & more, Ada <b>');
    expect(email.text).toBe(
      'Hi Ada <b>,\n\nAnswer by 1 July 2090 at 17:00 UTC.\nThen: https://portal.example/sign-in?uid=abc\n\n<i>{x, y}</i>\n',
    );
  });

  it('escapes in HTML what staff and people typed, parts paragraphs and links the dashboard', () => {
    expect(email.html).toContain('<p>Hi Ada &lt;b&gt;,</p>');
    expect(email.html).toContain(
      '<p>Answer by 1 July 2090 at 17:00 UTC.<br>\nThen: <a href="https://portal.example/sign-in?uid=abc">https://portal.example/sign-in?uid=abc</a></p>',
    );
    expect(email.html).toContain('<p>&lt;i&gt;{x, y}&lt;/i&gt;</p>');
  });
});

describe('a sent announcement’s jobs', () => {
  const sent = {
    eventId: 'e1',
    type: 'AnnouncementSent',
    data: { announcementId: 'a1', recipientIds: ['u1', 'u2'], leftOut: { erased: 0 }, sentAt: '2026-12-06T00:00:00Z' },
  } as unknown as RecordedEvent;

  it('are one per recipient, each id the sending and the person, so a second look asks for the same', () => {
    expect(announcementJobsFor([sent])).toEqual([
      { jobId: 'email:e1:u1', type: 'send-announcement-email', payload: { eventId: 'e1', userId: 'u1' } },
      { jobId: 'email:e1:u2', type: 'send-announcement-email', payload: { eventId: 'e1', userId: 'u2' } },
    ]);
    expect(announcementJobsFor([{ ...sent, type: 'AnnouncementDrafted' }])).toEqual([]);
  });
});
