import type { UserEvent } from '@portal/domain';
import type { Projection, Queryable, RecordedEvent } from '@portal/event-store';

/**
 * `user_sessions`: the live sign-in tokens, by their SHA-256 (the token itself is never stored).
 * Inline: a token works on the very next request and stops working the moment logout commits.
 */
export const sessionsProjection: Projection = {
  name: 'user_sessions',
  eventTypes: ['SessionStarted', 'SessionEnded', 'PasswordChanged'],
  tables: ['user_sessions'],

  async createTables(tx, suffix = '') {
    await tx.query(`CREATE TABLE IF NOT EXISTS user_sessions${suffix} (
      token_hash text PRIMARY KEY,
      session_id text NOT NULL,
      user_id text NOT NULL,
      method text NOT NULL,
      started_at timestamptz NOT NULL
    )`);
  },

  async createIndexes(tx, suffix = '') {
    await tx.query(`CREATE INDEX IF NOT EXISTS user_sessions${suffix}_user ON user_sessions${suffix} (user_id)`);
  },

  async apply(tx, events, suffix = '') {
    const table = `user_sessions${suffix}`;
    for (const event of events as Array<RecordedEvent & UserEvent>) {
      if (event.type === 'SessionStarted') {
        const { tokenHash, sessionId, userId, method, startedAt } = event.data;
        await tx.query(
          `INSERT INTO ${table} (token_hash, session_id, user_id, method, started_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (token_hash) DO NOTHING`,
          [tokenHash, sessionId, userId, method, startedAt],
        );
      } else if (event.type === 'SessionEnded') {
        await tx.query(`DELETE FROM ${table} WHERE session_id = $1`, [event.data.sessionId]);
      } else if (event.type === 'PasswordChanged' && event.data.via === 'reset') {
        await tx.query(`DELETE FROM ${table} WHERE user_id = $1`, [event.data.userId]);
      }
    }
  },
};

export interface SessionRow {
  session_id: string;
  user_id: string;
  role: 'admin' | 'reviewer' | null;
}

/** The signed-in user behind a token hash, with the role the access guard decides on. */
export async function findSession(db: Queryable, tokenHash: string): Promise<SessionRow | null> {
  const { rows } = await db.query<SessionRow>(
    `SELECT s.session_id, s.user_id, u.role FROM user_sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1`,
    [tokenHash],
  );
  return rows[0] ?? null;
}
