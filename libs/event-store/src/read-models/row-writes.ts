import type { Queryable } from '../database/database';
import type { ReadModelTable, Row } from './read-model';

/** What one table is to become for the keys a batch of events touched. */
export interface TableChanges {
  table: ReadModelTable;
  /** Key to its row after the events, or null: the row is deleted. */
  rows: ReadonlyMap<string, Row | null>;
}

/**
 * Writes every table's changes in one statement, hence one round trip however many keys and read
 * models a command touched: a data-modifying CTE per table deletes the rows that went and upserts the
 * rest. The rows travel as one JSON document per table that Postgres turns into rows of the table's own
 * type (`jsonb_populate_recordset`), so there is no parameter per column.
 */
export async function writeChanges(tx: Queryable, changes: ReadonlyArray<TableChanges>, suffix = ''): Promise<void> {
  const parts: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  for (const { table, rows } of changes) {
    const name = `${table.name}${suffix}`;
    const gone: string[] = [];
    const kept: Row[] = [];
    for (const [key, row] of rows) {
      if (row === null) gone.push(key);
      else kept.push(row);
    }
    if (gone.length > 0) parts.push(`DELETE FROM ${name} WHERE ${table.key} = ANY(${param(gone)}::text[])`);
    if (kept.length > 0) parts.push(insertSql(table, name, param(JSON.stringify(kept)), true));
  }
  if (parts.length === 0) return;
  if (parts.length === 1) await tx.query(parts[0], params);
  else await tx.query(`WITH ${parts.map((part, i) => `w${i} AS (${part})`).join(', ')} SELECT 1`, params);
}

/**
 * Inserts rows into a table (a replay's fresh one) in batches of `batchSize` rows per statement; the
 * rows must be new, so there is no conflict to handle.
 */
export async function insertRows(
  tx: Queryable,
  table: ReadModelTable,
  rows: Iterable<Row>,
  suffix = '',
  batchSize = 5000,
): Promise<void> {
  const name = `${table.name}${suffix}`;
  const sql = insertSql(table, name, '$1', false);
  let batch: Row[] = [];
  for (const row of rows) {
    batch.push(row);
    if (batch.length >= batchSize) {
      await tx.query(sql, [JSON.stringify(batch)]);
      batch = [];
    }
  }
  if (batch.length > 0) await tx.query(sql, [JSON.stringify(batch)]);
}

function insertSql(table: ReadModelTable, name: string, document: string, upsert: boolean): string {
  const columns = Object.keys(table.columns);
  const list = columns.join(', ');
  // Dates go as ISO text (`Date#toJSON`), jsonb columns as the parsed document's own values.
  const insert = `INSERT INTO ${name} (${list}) SELECT ${list} FROM jsonb_populate_recordset(NULL::${name}, ${document}::jsonb)`;
  if (!upsert) return insert;
  const updates = columns
    .filter((column) => column !== table.key)
    .map((column) => `${column} = excluded.${column}`)
    .join(', ');
  return `${insert} ON CONFLICT (${table.key}) DO UPDATE SET ${updates}`;
}
