import fc from 'fast-check';
import { APPLICATION_ROLES, APPLICATION_STATUSES } from '@portal/contracts';
import { type StreamKind, time, word, event } from './arbitrary-values';

/** An announcement: drafted, edited (its course too), sent; in any order, as replay must take any log. */
const draft = (run: string) =>
  fc.record({
    subject: word,
    body: word,
    audience: fc.record(
      {
        course: fc.constantFrom(`${run}-c0`, `${run}-c1`),
        role: fc.constantFrom(...APPLICATION_ROLES),
        status: fc.constantFrom(...APPLICATION_STATUSES),
      },
      { requiredKeys: ['course'] },
    ),
  });

export const ANNOUNCEMENT_STREAM: StreamKind = {
  type: 'announcement',
  streamId: (id) => `announcement-${id}`,
  event: (id, run) =>
    fc.oneof(
      event('AnnouncementDrafted', fc.record({ announcementId: fc.constant(id), draft: draft(run), draftedAt: time })),
      event('AnnouncementEdited', fc.record({ announcementId: fc.constant(id), draft: draft(run), editedAt: time })),
      event(
        'AnnouncementSent',
        fc.record({
          announcementId: fc.constant(id),
          recipientIds: fc.uniqueArray(fc.constantFrom(`${run}-u0`, `${run}-u1`), { maxLength: 2 }),
          leftOut: fc.record({ erased: fc.integer({ min: 0, max: 3 }) }),
          sentAt: time,
        }),
      ),
    ),
};
