import type { Projection } from '../subscriptions/projection';
import { projectInline } from './inline-driver';
import { type ReadModel, createIndexSqls, createTableSql } from './read-model';

/**
 * A read model as a `Projection`, so that table setup, replay, subscriptions and the registry treat
 * every read model alike. `apply` holds no stream history: it reads the rows it changes, folds, and
 * writes them back in one statement (the command path passes the history it loaded instead).
 */
export function projectionOf(model: ReadModel): Projection {
  return {
    name: model.name,
    eventTypes: model.eventTypes,
    tables: [model.table.name],
    definition: model,
    async createTables(tx, suffix = '') {
      await tx.query(createTableSql(model.table, suffix));
    },
    async createIndexes(tx, suffix = '') {
      for (const sql of createIndexSqls(model.table, suffix)) await tx.query(sql);
    },
    apply: (tx, events, suffix = '') => projectInline(tx, [model], events, new Map(), suffix),
  };
}
