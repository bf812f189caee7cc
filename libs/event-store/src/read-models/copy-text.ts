import type { ReadModelTable, Row } from './read-model';

/** COPY's text format escapes these four characters inside a value; `\N` is NULL. */
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
const SPECIAL = /[\\\n\r\t]/;
const SPECIALS = /[\\\n\r\t]/g;
// Most values hold none of them: a test is cheaper than a replace that finds nothing.
const escape = (text: string): string =>
  SPECIAL.test(text) ? text.replace(SPECIALS, (character) => ESCAPES[character]) : text;

/**
 * One value as COPY's text format spells it, giving the column what the inline driver's JSON document
 * gives it (`jsonb_populate_recordset` of `JSON.stringify(rows)`), so both drivers store the same:
 * a jsonb column gets the value's JSON, a Date its ISO text, a number that JSON cannot hold NULL.
 */
function valueText(value: unknown, json: boolean): string {
  if (value === null || value === undefined) return '\\N';
  if (json) return escape(JSON.stringify(value));
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return escape(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '\\N';
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return escape(JSON.stringify(value));
}

/** Rows of `table` as the input of `COPY table (its columns in order) FROM STDIN`. */
export function copyText(table: ReadModelTable, rows: ReadonlyArray<Row>): string {
  const columns = Object.entries(table.columns).map(([name, type]) => ({ name, json: /^jsonb?\b/i.test(type) }));
  const lines: string[] = [];
  for (const row of rows) {
    let line = '';
    for (const [i, { name, json }] of columns.entries()) line += (i === 0 ? '' : '\t') + valueText(row[name], json);
    lines.push(line);
  }
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}
