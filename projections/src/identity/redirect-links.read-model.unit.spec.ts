import { groupFoldSpec, recorded } from '../__tests__/fold-spec';
import { redirectLinksReadModel } from './redirect-links.read-model';

const { given } = groupFoldSpec(redirectLinksReadModel);
const sent = (sentAt: string, ...redirectLinks: Array<{ uid: string; route: string }>) =>
  recorded('EmailSent', {
    userId: 'user-1',
    template: 'offer',
    causationEventId: 'event-1',
    messageId: '<m@course-portal>',
    redirectLinks,
    sentAt,
  });
const link = (uid: string, route: string, createdAt: string) => ({
  uid,
  route,
  user_id: 'user-1',
  created_at: new Date(createdAt),
});

describe('the redirect_links read model', () => {
  it("keeps every link of a person's emails, each leading where its first email said", () =>
    given(sent('2026-03-01T00:00:00.000Z', { uid: 'u1', route: '/a' }))
      .when(sent('2026-03-02T00:00:00.000Z', { uid: 'u1', route: '/other' }, { uid: 'u2', route: '/b' }))
      .then({
        redirect_links: [link('u1', '/a', '2026-03-01T00:00:00.000Z'), link('u2', '/b', '2026-03-02T00:00:00.000Z')],
      }));
});
