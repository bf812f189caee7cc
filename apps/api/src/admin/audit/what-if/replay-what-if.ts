import type { WhatIfDifference, WhatIfVariation } from '@portal/contracts';
import { WHAT_IF_EVENT_TYPES, emptyScratch, foldScratch, whatIfDifferences } from '@portal/domain';
import { type EventStore, LOG_START, type LogPosition, toNumber } from '@portal/event-store';

const PAGE_SIZE = 10_000;
const TYPES = [...WHAT_IF_EVENT_TYPES];

export interface WhatIfResult {
  logPosition: number;
  applications: number;
  differences: WhatIfDifference[];
}

interface PageRow {
  transaction_id: string;
  global_position: string | number;
  type: string;
  data: Record<string, unknown>;
}

/**
 * Replays the log up to its head when the run starts (so the result is fixed by that position and the
 * variation) into a scratch model of one course, then compares outcomes. It only reads: the log and
 * the live read models are never written. Personal fields are left in the database, never decrypted.
 */
export async function replayWhatIf(
  store: EventStore,
  courseId: string,
  variation: WhatIfVariation,
  onProgress: (progress: number) => Promise<void>,
): Promise<WhatIfResult> {
  const head = await store.headPosition();
  const { rows } = await store.db.query<{ n: string | number }>(
    `SELECT count(*) AS n FROM events WHERE type = ANY($1::text[]) AND (transaction_id, global_position) <= ($2::xid8, $3::bigint)`,
    [TYPES, head.transactionId, head.globalPosition],
  );
  const total = toNumber(rows[0].n);
  const scratch = emptyScratch(courseId);
  let at: LogPosition = LOG_START;
  let done = 0;
  for (;;) {
    const page = await readPage(store, at, head);
    if (page.length === 0) break;
    for (const row of page) foldScratch(scratch, row);
    const last = page[page.length - 1];
    at = { transactionId: last.transaction_id, globalPosition: toNumber(last.global_position) };
    done += page.length;
    await onProgress(total === 0 ? 1 : Math.min(done / total, 1));
  }
  return {
    logPosition: head.globalPosition,
    applications: scratch.applications.size,
    differences: whatIfDifferences(scratch, variation),
  };
}

/** One page after `after`, up to `head`, walking the (transaction_id, global_position) index as replays do. */
function readPage(store: EventStore, after: LogPosition, head: LogPosition): Promise<PageRow[]> {
  return store.db.transaction(async (tx) => {
    await tx.query('SET LOCAL enable_bitmapscan = off');
    await tx.query('SET LOCAL enable_sort = off');
    const { rows } = await tx.query<PageRow>(
      `SELECT transaction_id::text AS transaction_id, global_position, type,
              data - 'personal' - 'form' - 'notes' AS data
         FROM events
        WHERE type = ANY($1::text[])
          AND (transaction_id, global_position) > ($2::xid8, $3::bigint)
          AND (transaction_id, global_position) <= ($4::xid8, $5::bigint)
        ORDER BY transaction_id, global_position
        LIMIT $6`,
      [TYPES, after.transactionId, after.globalPosition, head.transactionId, head.globalPosition, PAGE_SIZE],
    );
    return rows;
  });
}
