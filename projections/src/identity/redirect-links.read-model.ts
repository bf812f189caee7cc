import type { UserEvent } from '@portal/domain';
import { type Projection, type Queryable, type RowSetReadModel, projectionOf } from '@portal/event-store';

export interface RedirectLinkRecord extends Record<string, unknown> {
  uid: string;
  route: string;
  user_id: string;
  created_at: Date;
}

/**
 * `redirect_links`: the short links emails carry (`/sign-in?uid=`), by uid, grouped by the user the
 * emails went to (an email can carry several). Inline, so a link works as soon as the email that holds
 * it is recorded as sent; the first email to carry a uid sets where it leads.
 */
export const redirectLinksReadModel: RowSetReadModel<{ redirect_links: RedirectLinkRecord[] }, UserEvent> = {
  name: 'redirect_links',
  eventTypes: ['EmailSent'],
  tables: [
    {
      name: 'redirect_links',
      key: 'uid',
      group: 'user_id',
      columns: {
        uid: 'text PRIMARY KEY',
        route: 'text NOT NULL',
        user_id: 'text NOT NULL',
        created_at: 'timestamptz NOT NULL',
      },
      // The job that records an email appends without loading the stream: the driver reads the user's links.
      indexes: { user: '(user_id)' },
    },
  ],
  groupOf: (event) => event.data.userId,
  singleStream: true,

  fold(rows, event) {
    if (event.type !== 'EmailSent') return rows;
    const { userId, sentAt, redirectLinks } = event.data;
    const links = [...rows.redirect_links];
    for (const { uid, route } of redirectLinks) {
      if (!links.some((link) => link.uid === uid))
        links.push({ uid, route, user_id: userId, created_at: new Date(sentAt) });
    }
    return links.length === rows.redirect_links.length ? rows : { redirect_links: links };
  },
};

export const redirectLinksProjection: Projection = projectionOf(redirectLinksReadModel);

/** Where a short link leads, or null for a uid no email ever carried. */
export async function findRedirectRoute(db: Queryable, uid: string): Promise<string | null> {
  const { rows } = await db.query<{ route: string }>('SELECT route FROM redirect_links WHERE uid = $1', [uid]);
  return rows[0]?.route ?? null;
}
