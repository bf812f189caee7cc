import type { NewEvent, Recorded, RecordedEvent } from '../events';

/** A read model's row, column name to value, as the fold builds it and the table stores it. */
export type Row = Record<string, unknown>;

/** A read model's table. Its DDL is generated from this, so the fold and the table cannot drift apart. */
export interface ReadModelTable {
  readonly name: string;
  /**
   * The primary key: one text column (its type in `columns` says `PRIMARY KEY`) or several text
   * columns (the DDL adds `PRIMARY KEY (…)`).
   */
  readonly key: string | ReadonlyArray<string>;
  /** Column name to SQL type and constraints, in the table's order. */
  readonly columns: Readonly<Record<string, string>>;
  /** Index name (the table's name and `_` are put before it) to what follows `ON table`, e.g. `(user_id)`. */
  readonly indexes?: Readonly<Record<string, string>>;
}

/**
 * A read model defined once: its table and a pure fold from the row a key has (or none) and an event to
 * the row after it (or none: the row is deleted). No I/O, so the fold is unit-tested like a decider, and
 * the drivers (inline in the command's transaction, bulk replay from the log) are written once for all.
 */
export interface ReadModel<R extends object = Row, E extends NewEvent = NewEvent> {
  readonly name: string;
  readonly table: ReadModelTable & { readonly key: string };
  /**
   * Event types it folds; others never reach `keyOf` or the fold, which is why those take the events
   * typed by `E` (the drivers check the type, nothing is cast).
   */
  readonly eventTypes: ReadonlyArray<E['type']>;
  /** The row an event belongs to. */
  keyOf(event: Recorded<E>): string;
  /**
   * True when every event of a key lies on one stream: a command appending to it has loaded its
   * history, so the inline driver folds the row from that history with no read. False for a model
   * keyed across streams (the driver then reads the rows it changes).
   */
  readonly singleStream: boolean;
  /** Every row column must be set (a missing one is written as NULL). */
  fold(row: R | null, event: Recorded<E>): R | null;
}

/** A table of a row-set read model: `group` is the text column holding the group's key in each of its rows. */
export interface GroupedTable extends ReadModelTable {
  readonly group: string;
}

/** A group's rows, by table name: every table of the model is present ([] when the group has none there). */
export type GroupRows = Readonly<Record<string, ReadonlyArray<Row>>>;

/**
 * A read model whose events each change a group of rows (a pod's members and attendance, a person's
 * sessions): the fold goes from all the group's rows, in one or several tables, to its rows after the
 * event. A row missing from the result is deleted, a new or changed one written. A row's key belongs to
 * one group. Same drivers, same unit tests as `ReadModel`.
 */
export interface RowSetReadModel<S extends GroupRows = GroupRows, E extends NewEvent = NewEvent> {
  readonly name: string;
  readonly tables: ReadonlyArray<GroupedTable>;
  /** As `ReadModel.eventTypes`. */
  readonly eventTypes: ReadonlyArray<E['type']>;
  /** The group an event changes. */
  groupOf(event: Recorded<E>): string;
  /** As `ReadModel.singleStream`, for a group's events. */
  readonly singleStream: boolean;
  /** Unchanged rows may be returned as they came (the drivers then skip them). */
  fold(rows: S, event: Recorded<E>): S;
}

/** What `projectionOf` takes and the drivers apply. */
export type ReadModelDefinition = ReadModel | RowSetReadModel;

/** A one-row-per-key model seen as row sets of at most one row, grouped by its key: what the drivers run. */
const asRowSets = new WeakMap<ReadModelDefinition, RowSetReadModel>();
export function asRowSet(definition: ReadModelDefinition): RowSetReadModel {
  if ('groupOf' in definition) return definition;
  let model = asRowSets.get(definition);
  if (!model) {
    const { name, table, eventTypes, singleStream } = definition;
    asRowSets.set(
      definition,
      (model = {
        name,
        tables: [{ ...table, group: table.key }],
        eventTypes,
        groupOf: (event) => definition.keyOf(event),
        singleStream,
        fold(rows, event) {
          const before = (rows[table.name][0] as Row | undefined) ?? null;
          const after = definition.fold(before, event);
          return after === before ? rows : { [table.name]: after ? [after] : [] };
        },
      }),
    );
  }
  return model;
}

/** The tables a definition owns. */
export const tablesOf = (definition: ReadModelDefinition): ReadonlyArray<ReadModelTable> =>
  'groupOf' in definition ? definition.tables : [definition.table];

/** A group with no rows yet. */
export function emptyGroup(model: RowSetReadModel): Record<string, Row[]> {
  return Object.fromEntries(model.tables.map((table) => [table.name, []]));
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

/** Applies `events` in order to a group's rows. */
export function foldGroup<S extends GroupRows>(model: RowSetReadModel<S>, rows: S, events: Iterable<RecordedEvent>): S {
  let current = rows;
  for (const event of events) current = model.fold(current, event);
  return current;
}

export const keyColumns = (table: ReadModelTable): ReadonlyArray<string> =>
  typeof table.key === 'string' ? [table.key] : table.key;

export function createTableSql(table: ReadModelTable, suffix = ''): string {
  const columns = Object.entries(table.columns).map(([name, type]) => `${name} ${type}`);
  if (typeof table.key !== 'string') columns.push(`PRIMARY KEY (${table.key.join(', ')})`);
  return `CREATE TABLE IF NOT EXISTS ${table.name}${suffix} (\n  ${columns.join(',\n  ')}\n)`;
}

export function createIndexSqls(table: ReadModelTable, suffix = ''): string[] {
  return Object.entries(table.indexes ?? {}).map(
    ([name, on]) => `CREATE INDEX IF NOT EXISTS ${table.name}${suffix}_${name} ON ${table.name}${suffix} ${on}`,
  );
}
