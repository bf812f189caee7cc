import type { JobRequest, RecordedEvent } from '@portal/event-store';
import { SCRUBBED_TABLES } from '@portal/projections';
import type { JobHandler } from '../jobs/job-handler';

export const ERASE_COPIES_JOB = 'erase-copies';

/** Only the person's id: their address is among what the job removes. */
export interface EraseCopiesPayload {
  userId: string;
}

/**
 * Tables whose earlier row versions hold the person in plain text (the scrubbed read models) or their
 * data key (which opens every encrypted field of theirs in the log).
 */
const TABLES_WITH_OLD_COPIES = [...SCRUBBED_TABLES, 'personal_data_keys'];

/**
 * After an erasure, removes the copies of the person the portal wrote outside its tables' live rows:
 * their emails in the embedded outbox folder (found by the user id in the files' names) and, on the
 * embedded database, the row versions the scrub left behind: PostgreSQL keeps an updated row's old
 * version in the table's file until it is vacuumed, and every version in its write-ahead log until a
 * checkpoint drops the segment. A job, not part of the erasure's transaction: files are not rows and
 * VACUUM runs outside any transaction; a failed attempt is retried like any side effect. It records
 * no event: the erasure is the event, and removing what is gone is harmless.
 */
export const eraseCopiesJob: JobHandler<EraseCopiesPayload> = {
  type: ERASE_COPIES_JOB,

  async run({ userId }, context) {
    await context.mailer.forget(userId);
    // On PostgreSQL in production, VACUUM FULL would lock the tables from every request, and the WAL
    // lives on in archives and backups the operator keeps (docs/operations.md, "What is logged").
    if (context.db.kind === 'pglite') {
      await context.db.exec(`VACUUM FULL ${TABLES_WITH_OLD_COPIES.join(', ')}`);
      // Removed, not renamed for reuse (a recycled segment keeps its bytes until it is written over).
      await context.db.exec('SET wal_recycle = off; CHECKPOINT; SELECT pg_switch_wal(); CHECKPOINT; RESET wal_recycle');
    }
    return [];
  },
};

/** One removal per erasure. */
export function eraseCopiesJobsFor(events: RecordedEvent[]): JobRequest[] {
  return events
    .filter((event) => event.type === 'PersonalDataErased')
    .map((event) => {
      const payload: EraseCopiesPayload = { userId: (event.data as { userId: string }).userId };
      return { jobId: `erase-copies:${event.eventId}`, type: ERASE_COPIES_JOB, payload };
    });
}
