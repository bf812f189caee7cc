/** docs/architecture.md §9.1: how long a sign-in lasts (SESSION_IDLE_DAYS, SESSION_MAX_DAYS). */
export interface SessionLifetime {
  idleDays: number;
  maxDays: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A session has ended once it went unused for the idle time, or its sign-in is older than the lifetime. */
export function sessionHasExpired(
  session: { startedAt: Date; lastUsedAt: Date },
  now: Date,
  lifetime: SessionLifetime,
): boolean {
  const idle = now.getTime() - Math.max(session.lastUsedAt.getTime(), session.startedAt.getTime());
  const age = now.getTime() - session.startedAt.getTime();
  return idle >= lifetime.idleDays * DAY_MS || age >= lifetime.maxDays * DAY_MS;
}

/**
 * How stale a session's recorded last use may grow before a request writes it again: a write per
 * session every few minutes at most, not one per request, and fine enough for an idle time of days
 * (a tenth of it for the short idle times tests set).
 */
export const lastUseWriteInterval = (lifetime: SessionLifetime): number =>
  Math.min(5 * 60 * 1000, (lifetime.idleDays * DAY_MS) / 10);
