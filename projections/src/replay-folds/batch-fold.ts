import type { Queryable, RecordedEvent } from '@portal/event-store';

export type Row = Record<string, unknown>;
export type ColumnType = 'text' | 'int' | 'boolean' | 'jsonb' | 'timestamptz';

/**
 * A read model's event handlers as a pure fold over one table's rows, so that replay can apply a page
 * of thousands of events with three statements instead of one round trip per event. It must produce
 * exactly the rows the projection's own `apply` produces (test/reliability/replay-folds.int.spec.ts).
 */
export interface BatchFold {
  /** The projection it stands in for, and the event types it handles (checked against it). */
  readonly projection: string;
  readonly eventTypes: ReadonlyArray<string>;
  readonly table: string;
  readonly key: string;
  /** Every column of the table, in any order. */
  readonly columns: Readonly<Record<string, ColumnType>>;
  keyOf(event: RecordedEvent): string;
  /** The row after the event; null when there is none (never created, or deleted). */
  fold(row: Row | null, event: RecordedEvent): Row | null;
}

/**
 * The keys a rebuild has written to its fresh table so far, so that a page whose rows are all new (most
 * of them, in a log read in order) does not look them up. Past `limit` keys it stops remembering and
 * every key is looked up, so memory stays bounded however long the log.
 */
export class WrittenKeys {
  private keys: Set<string> | null = new Set();

  constructor(private readonly limit = 500_000) {}

  mayHold(key: string): boolean {
    return this.keys === null || this.keys.has(key);
  }

  wrote(keys: Iterable<string>): void {
    if (this.keys === null) return;
    for (const key of keys) this.keys.add(key);
    if (this.keys.size > this.limit) this.keys = null;
  }

  deleted(keys: Iterable<string>): void {
    for (const key of keys) this.keys?.delete(key);
  }
}

/** A page's writes, worked out beforehand, to run in the page's transaction. */
export type PageWrites = (tx: Queryable) => Promise<void>;

/**
 * One read model's fresh table during a rebuild, written only through this: it loads the rows a page
 * touches, folds the page over them in memory in log order, and gives the statements that delete the
 * rows that went away and write the rest. It knows which keys it wrote (none of the others has a row
 * yet) and keeps the rows the previous page left, so that the next page can be worked out while that
 * one is still being written: every older page has committed by then.
 */
export class FoldedTable {
  private readonly written = new WrittenKeys();
  private last = new Map<string, Row | null>();

  constructor(
    private readonly fold: BatchFold,
    private readonly suffix: string,
  ) {}

  /** `read` must see every page written before the previous one (a replay's own pages commit in order). */
  async prepare(read: Queryable, events: RecordedEvent[]): Promise<PageWrites> {
    const { fold } = this;
    const table = `${fold.table}${this.suffix}`;
    const keys = [...new Set(events.map((event) => fold.keyOf(event)))];
    const current = new Map<string, Row | null>();
    const toLoad: string[] = [];
    for (const key of keys) {
      if (this.last.has(key)) current.set(key, this.last.get(key) ?? null);
      else if (this.written.mayHold(key)) toLoad.push(key);
    }
    if (toLoad.length > 0) {
      const { rows } = await read.query<Row>(`SELECT * FROM ${table} WHERE ${fold.key} = ANY($1::text[])`, [toLoad]);
      for (const row of rows) current.set(String(row[fold.key]), row);
    }
    const existing = new Set(keys.filter((key) => (current.get(key) ?? null) !== null));
    for (const event of events) {
      const key = fold.keyOf(event);
      current.set(key, fold.fold(current.get(key) ?? null, event));
    }
    const gone = keys.filter((key) => existing.has(key) && current.get(key) === null);
    // Rows of keys never written go in with a plain INSERT; the others may conflict and are upserted.
    const fresh: Row[] = [];
    const kept: Row[] = [];
    for (const [key, row] of current) {
      if (row === null) continue;
      if (this.written.mayHold(key)) kept.push(row);
      else fresh.push(row);
    }
    this.written.deleted(gone);
    this.written.wrote(keys.filter((key) => current.get(key) !== null));
    this.last = current;
    return async (tx) => {
      if (gone.length > 0) await tx.query(`DELETE FROM ${table} WHERE ${fold.key} = ANY($1::text[])`, [gone]);
      if (fresh.length > 0) await write(tx, table, fold, fresh, false);
      if (kept.length > 0) await write(tx, table, fold, kept, true);
    };
  }
}

/**
 * The rows go as one JSON document that Postgres turns into rows of the table's own type: one
 * `JSON.stringify` here, and jsonb columns taken from the parsed document rather than parsed again.
 */
async function write(tx: Queryable, table: string, fold: BatchFold, rows: Row[], upsert: boolean): Promise<void> {
  const names = Object.keys(fold.columns);
  const list = names.join(', ');
  const updates = names
    .filter((name) => name !== fold.key)
    .map((name) => `${name} = excluded.${name}`)
    .join(', ');
  await tx.query(
    `INSERT INTO ${table} (${list}) SELECT ${list} FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)` +
      (upsert ? ` ON CONFLICT (${fold.key}) DO UPDATE SET ${updates}` : ''),
    // Dates go as ISO text (`Date#toJSON`); a column left undefined is absent, hence null.
    [JSON.stringify(rows)],
  );
}
