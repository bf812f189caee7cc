import { PostgresDatabase, type Queryable } from '@portal/event-store';
import { applicantRowCounts, copiedSessionToken, copyApplicantRows } from '@portal/projections';

/** The token of the bench's n-th copied session. */
export const benchToken = copiedSessionToken;

async function withDatabase<T>(url: string, work: (db: Queryable) => Promise<T>): Promise<T> {
  const db = new PostgresDatabase({ connectionString: url, max: 1 });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

/**
 * The read-model rows of `users` people with `applications` applications and a live session each,
 * copied from the seed's applicant (the API reads exactly these tables, so the bench needs no events
 * for them), and the database left as a long-running one would be.
 */
export function loadApplicantRows(url: string, users: number, applications: number): Promise<void> {
  return withDatabase(url, async (db) => {
    await copyApplicantRows(db, users, applications);
    // As autovacuum would have left them long before: without it, the first read of each row writes its
    // hint bits, and autovacuum's pass over these fresh tables lands in the middle of the measurement.
    await db.query('VACUUM ANALYZE');
    // The load and the vacuum wrote hundreds of MB: their checkpoint would otherwise run through the
    // measurement, and a read that must write out a dirty page to make room waits on it.
    await db.query('CHECKPOINT');
  });
}

/** "N users, N applications, N sessions", for the bench's log. */
export async function describeRows(url: string): Promise<string> {
  const counts = await withDatabase(url, applicantRowCounts);
  return `${counts.users} users, ${counts.applications} applications, ${counts.sessions} sessions`;
}
