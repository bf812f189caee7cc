import type { Queryable } from '@portal/event-store';

/**
 * `session_activity`: where and on what each live session was last used, beside `user_sessions`
 * (which the log rebuilds) rather than in it: a session's use is no event, and writing one per
 * request would cost the store a write per request. The access guard writes a session's row at its
 * first request and then at most every few minutes (libs/domain identity/session-lifetime.ts). A
 * replay leaves it alone; session-revocations.projection.ts deletes a session's row in the transaction
 * that ends it.
 */
export async function createSessionActivityTable(db: Queryable): Promise<void> {
  await db.query(
    `CREATE TABLE IF NOT EXISTS session_activity (
       session_id text PRIMARY KEY, user_id text NOT NULL, device text NOT NULL, address text NOT NULL,
       last_used_at timestamptz NOT NULL)`,
  );
  await db.query('CREATE INDEX IF NOT EXISTS session_activity_user ON session_activity (user_id)');
}

/** Records a use of the session: the device is the first request's, the address and time the latest. */
export async function recordSessionUse(
  db: Queryable,
  use: { sessionId: string; userId: string; device: string; address: string; at: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO session_activity (session_id, user_id, device, address, last_used_at)
     SELECT $1, $2, $3, $4, $5 WHERE EXISTS (SELECT 1 FROM user_sessions WHERE session_id = $1)
     ON CONFLICT (session_id) DO UPDATE SET address = EXCLUDED.address,
       last_used_at = greatest(session_activity.last_used_at, EXCLUDED.last_used_at)`,
    [use.sessionId, use.userId, use.device, use.address, use.at],
  );
}

export interface SessionListRow {
  session_id: string;
  method: string;
  started_at: Date;
  device: string | null;
  address: string | null;
  last_used_at: Date;
}

/** A person's live sessions, the most recently used first. */
export async function sessionsOfUser(db: Queryable, userId: string): Promise<SessionListRow[]> {
  const { rows } = await db.query<SessionListRow>(
    `SELECT s.session_id, s.method, s.started_at, a.device, a.address,
            coalesce(a.last_used_at, s.started_at) AS last_used_at
       FROM user_sessions s LEFT JOIN session_activity a ON a.session_id = s.session_id
      WHERE s.user_id = $1 ORDER BY last_used_at DESC, s.session_id`,
    [userId],
  );
  return rows;
}
