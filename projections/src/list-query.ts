/**
 * One page of a staff list as react-admin asks for it (ra-data-simple-rest's `range`, `sort` and
 * `filter`), already checked at the HTTP edge: rows `start` to `end` inclusive, in `order` of
 * `sortField`, of the rows `filter` matches.
 */
export interface ListQuery<Filter, Field extends string> {
  start: number;
  end: number;
  sortField: Field;
  order: 'ASC' | 'DESC';
  filter: Filter;
}

/** One page of rows and how many rows match in all (for the `Content-Range` total). */
export interface ListPage<Row> {
  rows: Row[];
  total: number;
}

/** An ILIKE pattern matching text that contains `search` as typed: its `%`, `_` and `\` match themselves. */
export const containsPattern = (search: string): string => `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
