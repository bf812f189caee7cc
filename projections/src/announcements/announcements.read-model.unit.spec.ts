import { foldSpec, recorded } from '../__tests__/fold-spec';
import { announcementsReadModel } from './announcements.read-model';

const { given } = foldSpec(announcementsReadModel);
const announcementId = 'a1';
const draft = { subject: 'Hello {name}', body: 'See {dashboard_link}', audience: { course: 'c1', status: 'accepted' } };
const drafted = recorded('AnnouncementDrafted', { announcementId, draft, draftedAt: '2026-12-01T10:00:00.000Z' });
const row = {
  id: announcementId,
  ...draft,
  course_id: 'c1',
  status: 'draft',
  recipient_count: null,
  left_out: null,
  created_at: new Date('2026-12-01T10:00:00.000Z'),
  updated_at: new Date('2026-12-01T10:00:00.000Z'),
  sent_at: null,
};

describe('the announcements read model', () => {
  it('holds a draft', () => given().when(drafted).then(row));

  it('takes an edit whole, its course too', () => {
    const edited = { ...draft, subject: 'Hi', audience: { course: 'c2' } };
    given(drafted)
      .when(recorded('AnnouncementEdited', { announcementId, draft: edited, editedAt: '2026-12-02T10:00:00.000Z' }))
      .then({ ...row, ...edited, course_id: 'c2', updated_at: new Date('2026-12-02T10:00:00.000Z') });
  });

  it('counts whom it was sent to and who was left out', () =>
    given(drafted)
      .when(
        recorded('AnnouncementSent', {
          announcementId,
          recipientIds: ['u1', 'u2'],
          leftOut: { erased: 1 },
          sentAt: '2026-12-03T10:00:00.000Z',
        }),
      )
      .then({
        ...row,
        status: 'sent',
        recipient_count: 2,
        left_out: { erased: 1 },
        updated_at: new Date('2026-12-03T10:00:00.000Z'),
        sent_at: new Date('2026-12-03T10:00:00.000Z'),
      }));

  it('ignores an edit or a send of an announcement it never saw drafted', () =>
    given()
      .when(recorded('AnnouncementEdited', { announcementId, draft, editedAt: '2026-12-02T10:00:00.000Z' }))
      .then(null));
});
