import type { UserEvent } from '@portal/domain';
import type { Projection, Queryable, RecordedEvent } from '@portal/event-store';

/**
 * `redirect_links`: the short links emails carry (`/sign-in?uid=`), by uid. Inline, so a link works
 * as soon as the email that holds it is recorded as sent.
 */
export const redirectLinksProjection: Projection = {
  name: 'redirect_links',
  eventTypes: ['EmailSent'],
  tables: ['redirect_links'],

  async createTables(tx, suffix = '') {
    await tx.query(`CREATE TABLE IF NOT EXISTS redirect_links${suffix} (
      uid text PRIMARY KEY,
      route text NOT NULL,
      user_id text NOT NULL,
      created_at timestamptz NOT NULL
    )`);
  },

  async apply(tx, events, suffix = '') {
    for (const event of events as Array<RecordedEvent & UserEvent>) {
      if (event.type !== 'EmailSent') continue;
      for (const { uid, route } of event.data.redirectLinks) {
        await tx.query(
          `INSERT INTO redirect_links${suffix} (uid, route, user_id, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (uid) DO NOTHING`,
          [uid, route, event.data.userId, event.data.sentAt],
        );
      }
    }
  },
};

/** Where a short link leads, or null for a uid no email ever carried. */
export async function findRedirectRoute(db: Queryable, uid: string): Promise<string | null> {
  const { rows } = await db.query<{ route: string }>('SELECT route FROM redirect_links WHERE uid = $1', [uid]);
  return rows[0]?.route ?? null;
}
