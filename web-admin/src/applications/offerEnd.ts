import { MESSAGES } from '@portal/contracts';

const utcDay = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** "15 Dec 2026": a deadline's day in UTC, as the history and the emails read the course's dates. */
export const dayOfDeadline = (iso: string) => utcDay.format(new Date(iso));

/** Today in UTC, as a date input's value (`YYYY-MM-DD`): the earliest day an offer may end on. */
export const todayInUtc = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The instant an offer chosen to end on this day ends: the day's last minute in UTC, since the offer
 * email states the deadline in UTC ("15 December 2026 at 23:59 UTC"). Empty: the course's deadline.
 */
export const offerEndOf = (day: string): string | undefined => (day ? `${day}T23:59:00.000Z` : undefined);

/** Why a chosen day cannot end an offer (the server's own sentence), or null; empty is the course's. */
export function offerEndProblem(day: string, now: Date): string | null {
  const end = offerEndOf(day);
  if (end === undefined) return null;
  const at = Date.parse(end);
  return Number.isNaN(at) || at <= now.getTime() ? MESSAGES.offerMustEndInFuture : null;
}
