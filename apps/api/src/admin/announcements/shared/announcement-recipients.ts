import type { AnnouncementAudience, AnnouncementLeftOut } from '@portal/contracts';
import type { Queryable } from '@portal/event-store';
import { peopleMatching } from '@portal/projections';

/**
 * Whom an audience reaches now: the people the staff application list's filter matches (the same
 * query), erased people left out and counted.
 */
export async function announcementRecipients(
  db: Queryable,
  audience: AnnouncementAudience,
): Promise<{ ids: string[]; leftOut: AnnouncementLeftOut }> {
  const people = await peopleMatching(db, audience);
  return {
    ids: people.filter((person) => !person.erased).map((person) => person.user_id),
    leftOut: { erased: people.filter((person) => person.erased).length },
  };
}
