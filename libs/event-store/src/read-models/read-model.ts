import type { RecordedEvent } from '../events';

/** A read model's row, column name to value, as the fold builds it and the table stores it. */
export type Row = Record<string, unknown>;

/** A read model's one table. Its DDL is generated from this, so the fold and the table cannot drift apart. */
export interface ReadModelTable {
  readonly name: string;
  /** The primary key column (text): one row per key. */
  readonly key: string;
  /** Column name to SQL type and constraints, in the table's order; the key's includes `PRIMARY KEY`. */
  readonly columns: Readonly<Record<string, string>>;
  /** Index name (the table's name and `_` are put before it) to what follows `ON table`, e.g. `(user_id)`. */
  readonly indexes?: Readonly<Record<string, string>>;
}

/**
 * A read model defined once: its table and a pure fold from the row a key has (or none) and an event to
 * the row after it (or none: the row is deleted). No I/O, so the fold is unit-tested like a decider, and
 * the drivers (inline in the command's transaction, bulk replay from the log) are written once for all.
 */
export interface ReadModel<R extends object = Row> {
  readonly name: string;
  readonly table: ReadModelTable;
  /** Event types it folds; others never reach the fold. */
  readonly eventTypes: ReadonlyArray<string>;
  /** The row an event belongs to. */
  keyOf(event: RecordedEvent): string;
  /**
   * True when every event of a key lies on one stream: a command appending to it has loaded its
   * history, so the inline driver folds the row from that history with no read. False for a model
   * keyed across streams (the driver then reads the rows it changes).
   */
  readonly singleStream: boolean;
  /** Every row column must be set (a missing one is written as NULL). */
  fold(row: R | null, event: RecordedEvent): R | null;
}

/** Applies `events` in order to a key's row, from `row`. */
export function foldEvents<R extends object>(
  model: ReadModel<R>,
  row: R | null,
  events: Iterable<RecordedEvent>,
): R | null {
  let current = row;
  for (const event of events) current = model.fold(current, event);
  return current;
}

export function createTableSql(table: ReadModelTable, suffix = ''): string {
  const columns = Object.entries(table.columns).map(([name, type]) => `${name} ${type}`);
  return `CREATE TABLE IF NOT EXISTS ${table.name}${suffix} (\n  ${columns.join(',\n  ')}\n)`;
}

export function createIndexSqls(table: ReadModelTable, suffix = ''): string[] {
  return Object.entries(table.indexes ?? {}).map(
    ([name, on]) => `CREATE INDEX IF NOT EXISTS ${table.name}${suffix}_${name} ON ${table.name}${suffix} ${on}`,
  );
}
