import { setImmediate } from 'node:timers/promises';
import type { EventRow, EventStore, LogPosition, Projection, Queryable, RecordedEvent } from '@portal/event-store';
import {
  FoldedLog,
  LOG_START,
  nothingToWrite,
  replayStatements,
  sendReplayStatements,
  toNumber,
  writeReplayWrites,
} from '@portal/event-store';
import { scrubErasedPeople } from './personal-data/erasures.projection';
import { ASYNC_PROJECTIONS } from './registry';

const SUFFIX = '__rebuild';
/** Large pages let the projections that write per page write thousands of rows per statement. */
const DEFAULT_PAGE_SIZE = 10_000;

/** A page's writes, worked out beforehand, to run in the page's transaction. */
type PageWrites = (tx: Queryable) => Promise<void>;

/**
 * How a projection takes a page in a rebuild: a read model defined by a fold folds it in memory and
 * writes the groups that have settled (FoldedLog); any other projection runs its own `apply` on the page.
 */
type Rebuilding = { folded: FoldedLog } | { own: Projection };

export interface ReplayProgress {
  projection: string;
  done: number;
  total: number;
}

export interface ReplayOptions {
  pageSize?: number;
  onProgress?: (progress: ReplayProgress) => void;
}

/**
 * Rebuilds one read model from the log into fresh tables while the old ones keep serving, then swaps
 * them in. Side effects are never triggered: only the projection's own writes run.
 */
export function replayProjection(
  store: EventStore,
  projection: Projection,
  options: ReplayOptions = {},
): Promise<{ events: number }> {
  return replayProjections(store, [projection], options);
}

/**
 * Rebuilds several read models in one pass over the log: each page is read once and handed to every
 * projection that wants some of its events. The next page is read while the current one is written.
 */
export async function replayProjections(
  store: EventStore,
  projections: ReadonlyArray<Projection>,
  options: ReplayOptions = {},
): Promise<{ events: number }> {
  const db = store.db;
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  const name = projections.map((projection) => projection.name).join(', ');
  const types = [...new Set(projections.flatMap((projection) => projection.eventTypes))];
  await db.transaction(async (tx) => {
    for (const projection of projections) {
      for (const table of projection.tables) await tx.query(`DROP TABLE IF EXISTS ${table}${SUFFIX}`);
      await projection.createTables(tx, SUFFIX);
    }
  });
  const rebuilding: Rebuilding[] = projections.map((projection) =>
    projection.definition ? { folded: new FoldedLog(projection.definition) } : { own: projection },
  );
  // The first pages are read while the log is counted.
  const pages = new ReadAhead(store, pageSize, types);
  const total = toNumber(
    (await db.query<{ n: number }>('SELECT count(*) AS n FROM events WHERE type = ANY($1::text[])', [types])).rows[0].n,
  );
  let done = 0;
  let at: LogPosition = LOG_START;
  options.onProgress?.({ projection: name, done, total });
  const committed = (events: number) => {
    done += events;
    options.onProgress?.({ projection: name, done: Math.min(done, total), total: Math.max(total, done) });
    // The groups that page wrote are in the tables now: those not changed since can leave memory.
    for (const each of rebuilding) if ('folded' in each) each.folded.committed();
  };
  // Each page is worked out while the one before it is written, then written once that one has committed.
  let writing: Promise<number> | null = null;
  for (;;) {
    const page = await pages.next();
    if (page.length === 0) break;
    at = positionOf(page[page.length - 1]);
    const writes = await sortOut(db, rebuilding, page);
    if (writing) committed(await writing);
    // A page whose groups all stay in memory for now has nothing to write.
    const written =
      writes.length === 0
        ? Promise.resolve()
        : db.transaction(async (tx) => {
            // A crash loses nothing here that the rebuild would not redo from the log: only the swap commits durably.
            await tx.query('SET LOCAL synchronous_commit = off');
            for (const write of writes) await write(tx);
          });
    writing = written.then(() => page.length);
    // A failed write is reported by the await above or below; until then it must not go unhandled.
    writing.catch(() => undefined);
  }
  if (writing) committed(await writing);
  // Each fresh table gets the rows still to write (before its secondary indexes exist) and its
  // indexes in a transaction of its own, all at once: the tables are independent, so a pool's
  // connections load them side by side.
  await Promise.all(
    rebuilding.map((each, i) =>
      db.transaction(async (tx) => {
        await tx.query('SET LOCAL synchronous_commit = off');
        if ('folded' in each) await writeReplayWrites(tx, each.folded.remaining(), SUFFIX);
        await projections[i].createIndexes?.(tx, SUFFIX);
      }),
    ),
  );
  for (const projection of projections) done += await swapIn(store, projection, at);
  options.onProgress?.({ projection: name, done, total: done });
  return { events: done };
}

/**
 * The pages of the log in order, up to `depth` pages ahead of the writer. The next page's query starts
 * as soon as this page's rows have arrived (its last row says where the next starts), so Postgres
 * reads it while this one is decrypted and folded.
 */
class ReadAhead {
  private readonly queue: Array<Promise<RecordedEvent[]>> = [];
  private from: Promise<LogPosition | null> = Promise.resolve(LOG_START);

  constructor(
    private readonly store: EventStore,
    private readonly pageSize: number,
    private readonly types: string[],
    depth = 2,
  ) {
    for (let i = 0; i < depth; i++) this.readOneMore();
  }

  async next(): Promise<RecordedEvent[]> {
    // The constructor queued `depth` pages and each call queues one more: there is always one.
    const page = this.queue.shift();
    if (!page) throw new Error('no page read ahead');
    this.readOneMore();
    return page;
  }

  private readOneMore(): void {
    const rows = this.from.then((after) => (after ? readPageRows(this.store, after, this.pageSize, this.types) : []));
    this.from = rows.then((page) => (page.length > 0 ? rowPosition(page[page.length - 1]) : null));
    // Decrypted outside the page's read transaction: keys are read on a pooled connection of their own.
    const page = rows.then((page) => this.store.toRecorded(this.store.db, page));
    // A failed read is reported by `next` to the replay; pages read ahead of a failure are dropped.
    page.catch(() => undefined);
    this.from.catch(() => undefined);
    this.queue.push(page);
  }
}

/**
 * One page of the log's rows in its order. With a type filter and the snapshot horizon, Postgres misjudges
 * how many rows match and sorts everything left in the log for every page (quadratic over a large log);
 * walking the (transaction_id, global_position) index keeps each page's cost to the page.
 */
function readPageRows(store: EventStore, at: LogPosition, pageSize: number, types: string[]): Promise<EventRow[]> {
  return store.db.transaction(async (tx) => {
    await tx.query('SET LOCAL enable_bitmapscan = off');
    await tx.query('SET LOCAL enable_sort = off');
    return store.readAllRows(at, pageSize, tx, { types });
  });
}

const rowPosition = (row: EventRow): LogPosition => ({
  transactionId: row.transaction_id,
  globalPosition: toNumber(row.global_position),
});

/**
 * Hands each projection the events of the page it wants, in log order: a folded read model folds them
 * at once; the writes of the others are returned, to run in the page's transaction in projection order.
 * It gives way to I/O after each read model: the previous page's write sends its statements one after
 * another, and each waits for a turn of the event loop that a whole page's folding would hold up.
 */
async function sortOut(
  db: Queryable,
  rebuilding: ReadonlyArray<Rebuilding>,
  page: RecordedEvent[],
): Promise<PageWrites[]> {
  // One pass over the page sorts its events out to the projections that want them.
  const wanting = new Map<string, RecordedEvent[][]>();
  const perProjection = rebuilding.map((each) => {
    const events: RecordedEvent[] = [];
    const types = 'folded' in each ? each.folded.model.eventTypes : each.own.eventTypes;
    for (const type of new Set(types)) {
      const lists = wanting.get(type);
      if (lists) lists.push(events);
      else wanting.set(type, [events]);
    }
    return events;
  });
  for (const event of page) {
    const lists = wanting.get(event.type);
    if (lists) for (const events of lists) events.push(event);
  }
  const writes: PageWrites[] = [];
  for (const [i, each] of rebuilding.entries()) {
    const events = perProjection[i];
    if (events.length === 0) continue;
    if ('folded' in each) {
      // Groups written earlier and let go of are read back first (committed: their page's write is done).
      await each.folded.addReadingBack(db, events, SUFFIX);
      await setImmediate();
    } else writes.push((tx) => each.own.apply(tx, events, SUFFIX));
  }
  // Every folded model ends the page, touched or not: its groups left alone by this page are written.
  for (const each of rebuilding) {
    if (!('folded' in each)) continue;
    const settled = each.folded.settled();
    if (nothingToWrite(settled)) continue;
    // Built here, before the page's transaction, so that Postgres takes in this page while node goes on.
    const statements = replayStatements(settled, SUFFIX);
    writes.push((tx) => sendReplayStatements(tx, statements));
    await setImmediate();
  }
  return writes;
}

/** Catches up what came during the rebuild and swaps the tables, with writers held off. */
async function swapIn(store: EventStore, projection: Projection, from: LogPosition): Promise<number> {
  const isAsync = ASYNC_PROJECTIONS.includes(projection);
  return store.db.transaction(async (tx) => {
    if (isAsync) await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`subscription:${projection.name}`]);
    for (const table of projection.tables) {
      if (await tableExists(tx, table)) await tx.query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
    }
    let caughtUp = 0;
    let at = from;
    for (;;) {
      const page = await store.readAll(at, 5000, tx, { types: projection.eventTypes, includeInFlight: true });
      if (page.length === 0) break;
      await projection.apply(tx, page, SUFFIX);
      at = positionOf(page[page.length - 1]);
      caughtUp += page.length;
    }
    await scrubErasedPeople(tx, projection.tables, SUFFIX);
    for (const table of projection.tables) {
      await tx.query(`DROP TABLE IF EXISTS ${table}`);
      await tx.query(`ALTER TABLE ${table}${SUFFIX} RENAME TO ${table}`);
      const { rows } = await tx.query<{ indexname: string }>('SELECT indexname FROM pg_indexes WHERE tablename = $1', [
        table,
      ]);
      for (const { indexname } of rows) {
        if (indexname.includes(SUFFIX))
          await tx.query(`ALTER INDEX ${indexname} RENAME TO ${indexname.replace(SUFFIX, '')}`);
      }
    }
    if (isAsync) {
      await tx.query(
        `INSERT INTO subscription_checkpoints (name, transaction_id, global_position) VALUES ($1, $2::xid8, $3)
         ON CONFLICT (name) DO UPDATE SET transaction_id = excluded.transaction_id, global_position = excluded.global_position, updated_at = now()`,
        [projection.name, at.transactionId, at.globalPosition],
      );
    }
    return caughtUp;
  });
}

const positionOf = (event: { transactionId: string; globalPosition: number }): LogPosition => ({
  transactionId: event.transactionId,
  globalPosition: event.globalPosition,
});

async function tableExists(tx: Queryable, table: string): Promise<boolean> {
  const { rows } = await tx.query<{ found: string | null }>('SELECT to_regclass($1)::text AS found', [table]);
  return rows[0].found !== null;
}
