import type { Projection } from '../subscriptions/projection';
import { projectInline } from './inline-driver';
import { type ReadModelDefinition, createIndexSqls, createTableSql, tablesOf } from './read-model';

/**
 * A read model as a `Projection`, so that table setup, replay, subscriptions and the registry treat
 * every read model alike. `apply` holds no stream history: it reads the rows it changes, folds, and
 * writes them back in one statement (the command path passes the history it loaded instead).
 */
export function projectionOf(model: ReadModelDefinition): Projection {
  const tables = tablesOf(model);
  return {
    name: model.name,
    eventTypes: model.eventTypes,
    tables: tables.map((table) => table.name),
    definition: model,
    async createTables(tx, suffix = '') {
      for (const table of tables) await tx.query(createTableSql(table, suffix));
    },
    async createIndexes(tx, suffix = '') {
      for (const table of tables) for (const sql of createIndexSqls(table, suffix)) await tx.query(sql);
    },
    apply: (tx, events, suffix = '') => projectInline(tx, [model], events, new Map(), suffix),
  };
}
