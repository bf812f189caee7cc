import type { Queryable } from '../database/database';
import { type GroupRows, type ReadModelTable, type Row, type RowSetReadModel, keyColumns } from './read-model';

/** What one table is to become for the groups a batch of events touched. */
export interface TableChanges {
  table: ReadModelTable;
  /** Rows new or changed. */
  upserts: Row[];
  /** Rows gone (only their key columns are read). */
  deletes: Row[];
}

/** A row's primary key as one string. */
function keyOf(table: ReadModelTable): (row: Row) => string {
  if (typeof table.key === 'string') {
    const column = table.key;
    return (row) => String(row[column]);
  }
  const columns = table.key;
  return (row) => JSON.stringify(columns.map((column) => row[column]));
}

/**
 * Each table's difference between the groups' rows before and after: rows not there before or not
 * the same are upserted, rows no longer there deleted. A row whose key moved to another group is
 * upserted and not deleted, so no two parts of the statement touch the same row (data-modifying CTEs
 * run in no set order).
 */
export function changesOf(
  model: RowSetReadModel,
  before: ReadonlyMap<string, GroupRows>,
  after: ReadonlyMap<string, GroupRows>,
): TableChanges[] {
  return model.tables.map((table) => {
    const key = keyOf(table);
    const columns = Object.keys(table.columns);
    const same = (a: Row, b: Row) =>
      a === b || columns.every((column) => JSON.stringify(a[column]) === JSON.stringify(b[column]));
    const upserts: Row[] = [];
    const gone = new Map<string, Row>();
    for (const [group, rows] of after) {
      const held = before.get(group);
      // The rows after come from folding the rows before, group by group.
      if (!held) throw new Error(`no rows before the events for ${model.name} group ${group}`);
      const previous = new Map(held[table.name].map((row) => [key(row), row]));
      for (const row of rows[table.name]) {
        const k = key(row);
        const was = previous.get(k);
        previous.delete(k);
        if (!was || !same(was, row)) upserts.push(row);
      }
      for (const [k, row] of previous) gone.set(k, row);
    }
    for (const row of upserts) gone.delete(key(row));
    return { table, upserts, deletes: [...gone.values()] };
  });
}

/**
 * Writes every table's changes in one statement, hence one round trip however many groups and read
 * models a command touched: a data-modifying CTE per table and kind deletes the rows that went and
 * upserts the rest. The rows travel as one JSON document per table that Postgres turns into rows of
 * the table's own type (`jsonb_populate_recordset`), so there is no parameter per column.
 */
export async function writeChanges(tx: Queryable, changes: ReadonlyArray<TableChanges>, suffix = ''): Promise<void> {
  const statement = changesStatement(changes, suffix);
  if (statement) await tx.query(statement.sql, statement.params);
}

/** The statement `writeChanges` sends (none when nothing changed), built apart so it can be built ahead. */
export function changesStatement(
  changes: ReadonlyArray<TableChanges>,
  suffix = '',
): { sql: string; params: unknown[] } | null {
  const parts: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  for (const { table, upserts, deletes } of changes) {
    const name = `${table.name}${suffix}`;
    if (deletes.length > 0) parts.push(deleteSql(table, name, deletes, param));
    if (upserts.length > 0) parts.push(upsertSql(table, name, param(JSON.stringify(upserts))));
  }
  if (parts.length === 0) return null;
  if (parts.length === 1) return { sql: parts[0], params };
  return { sql: `WITH ${parts.map((part, i) => `w${i} AS (${part})`).join(', ')} SELECT 1`, params };
}

function deleteSql(table: ReadModelTable, name: string, rows: Row[], param: (value: unknown) => string): string {
  if (typeof table.key === 'string') {
    const column = table.key;
    return `DELETE FROM ${name} WHERE ${column} = ANY(${param(rows.map((row) => row[column]))}::text[])`;
  }
  const columns = table.key;
  const list = columns.join(', ');
  const keys = rows.map((row) => Object.fromEntries(columns.map((column) => [column, row[column]])));
  return `DELETE FROM ${name} WHERE (${list}) IN (SELECT ${list} FROM jsonb_populate_recordset(NULL::${name}, ${param(JSON.stringify(keys))}::jsonb))`;
}

function upsertSql(table: ReadModelTable, name: string, document: string): string {
  const columns = Object.keys(table.columns);
  const list = columns.join(', ');
  // Dates go as ISO text (`Date#toJSON`), jsonb columns as the parsed document's own values.
  const insert = `INSERT INTO ${name} (${list}) SELECT ${list} FROM jsonb_populate_recordset(NULL::${name}, ${document}::jsonb)`;
  const keys = keyColumns(table);
  const updates = columns
    .filter((column) => !keys.includes(column))
    .map((column) => `${column} = excluded.${column}`)
    .join(', ');
  return `${insert} ON CONFLICT (${keys.join(', ')}) DO ${updates ? `UPDATE SET ${updates}` : 'NOTHING'}`;
}
