import type { UserEvent } from '@portal/domain';
import {
  type Database,
  type Projection,
  type Queryable,
  type RowSetReadModel,
  projectionOf,
} from '@portal/event-store';

export interface SessionRecord extends Record<string, unknown> {
  token_hash: string;
  session_id: string;
  user_id: string;
  method: string;
  started_at: Date;
}

/**
 * `user_sessions`: the live sign-in tokens, by their SHA-256 (the token itself is never stored), grouped
 * by user (on the user's stream). Inline: a token works on the very next request and stops working the
 * moment logout commits. A password reset and an erasure end all of a person's sessions.
 */
export const sessionsReadModel: RowSetReadModel<{ user_sessions: SessionRecord[] }, UserEvent> = {
  name: 'user_sessions',
  eventTypes: ['SessionStarted', 'SessionEnded', 'PasswordChanged', 'PersonalDataErased'],
  tables: [
    {
      name: 'user_sessions',
      key: 'token_hash',
      group: 'user_id',
      columns: {
        token_hash: 'text PRIMARY KEY',
        session_id: 'text NOT NULL',
        user_id: 'text NOT NULL',
        method: 'text NOT NULL',
        started_at: 'timestamptz NOT NULL',
      },
      indexes: { user: '(user_id)' },
    },
  ],
  groupOf: (event) => event.data.userId,
  singleStream: true,

  fold(rows, event) {
    const sessions = rows.user_sessions;
    switch (event.type) {
      case 'SessionStarted': {
        const { tokenHash, sessionId, userId, method, startedAt } = event.data;
        if (sessions.some((session) => session.token_hash === tokenHash)) return rows;
        const started = {
          token_hash: tokenHash,
          session_id: sessionId,
          user_id: userId,
          method,
          started_at: new Date(startedAt),
        };
        return { user_sessions: [...sessions, started] };
      }
      case 'SessionEnded':
        return { user_sessions: sessions.filter((session) => session.session_id !== event.data.sessionId) };
      case 'PasswordChanged':
        return event.data.via === 'reset' ? { user_sessions: [] } : rows;
      case 'PersonalDataErased':
        return { user_sessions: [] };
      default:
        return rows;
    }
  },
};

export const sessionsProjection: Projection = projectionOf(sessionsReadModel);

export interface SessionRow {
  session_id: string;
  user_id: string;
  role: 'admin' | 'reviewer' | null;
  started_at: Date;
  /** The last use recorded in `session_activity`, or the sign-in before the first. */
  last_used_at: Date;
  /** Whether `session_activity` has a row yet (the first use writes it). */
  seen: boolean;
}

const SESSION_COLUMNS = `s.session_id, s.user_id, u.role, s.started_at,
  coalesce(a.last_used_at, s.started_at) AS last_used_at, a.session_id IS NOT NULL AS seen
  FROM user_sessions s JOIN users u ON u.id = s.user_id LEFT JOIN session_activity a ON a.session_id = s.session_id`;

/** The signed-in user behind a token hash, with the role the access guard decides on. */
export async function findSession(db: Queryable, tokenHash: string): Promise<SessionRow | null> {
  const { rows } = await db.query<SessionRow>(`SELECT ${SESSION_COLUMNS} WHERE s.token_hash = $1`, [tokenHash], {
    prepareAs: 'session_of_token_with_use',
  });
  return rows[0] ?? null;
}

/**
 * Every live session with its user's role, up to `limit`, handed to `take` `slice` at a time as a
 * cursor in one transaction reads them: one pass over both tables (100,000 sessions cost Postgres about
 * 0.25 s; a lookup per session cost twenty times that), and no slice outlives its turn, so the garbage
 * stays young. `take` returning false stops the read.
 */
export async function readLiveSessions(
  db: Database,
  options: { limit: number; slice: number },
  take: (sessions: Array<SessionRow & { token_hash: string }>) => Promise<boolean>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `DECLARE live_sessions NO SCROLL CURSOR FOR
       SELECT s.token_hash, ${SESSION_COLUMNS}
        LIMIT ${Math.trunc(options.limit)}`,
    );
    for (;;) {
      const { rows } = await tx.query<SessionRow & { token_hash: string }>(
        `FETCH ${Math.trunc(options.slice)} FROM live_sessions`,
      );
      if (!(await take(rows)) || rows.length < options.slice) return;
    }
  });
}
