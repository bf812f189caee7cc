import type { Queryable } from '../database/database';
import { type GroupRows, type RowSetReadModel, emptyGroup } from './read-model';

/**
 * The current rows of several models' groups in one query: each table's rows as one JSON array (a
 * group with none gets []). They go only through folds and back to their tables as JSON, so timestamps
 * read as ISO text do no harm. The inline driver reads the groups whose history it does not hold; a
 * replay, the groups it let go of once written.
 */
export async function readGroups(
  tx: Queryable,
  wanted: ReadonlyArray<{ model: RowSetReadModel; groups: ReadonlyArray<string> }>,
  suffix: string,
): Promise<Array<Map<string, GroupRows>>> {
  const selects = wanted.flatMap(({ model }, i) =>
    model.tables.map(
      ({ name, group }, j) =>
        `(SELECT coalesce(jsonb_agg(t), '[]') FROM ${name}${suffix} t WHERE t.${group} = ANY($${i + 1}::text[])) AS m${i}_${j}`,
    ),
  );
  const { rows } = await tx.query<Record<string, Array<Record<string, unknown>>>>(
    `SELECT ${selects.join(', ')}`,
    wanted.map(({ groups }) => groups),
  );
  return wanted.map(({ model, groups }, i) => {
    const byGroup = new Map(groups.map((group) => [group, emptyGroup(model)]));
    model.tables.forEach((table, j) => {
      for (const row of rows[0][`m${i}_${j}`]) byGroup.get(String(row[table.group]))?.[table.name].push(row);
    });
    return byGroup;
  });
}
