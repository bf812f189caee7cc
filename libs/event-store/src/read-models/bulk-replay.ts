import type { Queryable } from '../database/database';
import type { RecordedEvent } from '../events';
import {
  type GroupRows,
  type ReadModelDefinition,
  type ReadModelTable,
  type Row,
  type RowSetReadModel,
  asRowSet,
  emptyGroup,
} from './read-model';
import { insertRows } from './row-writes';

/**
 * A read model rebuilt from the whole log in memory: pages of events, in log order, are folded into
 * each group's rows with no database work at all; the rows that remain are then written into the fresh
 * tables in large batches of plain inserts (the tables are empty and the keys unique, so nothing conflicts).
 */
export class FoldedLog {
  readonly model: RowSetReadModel;
  private readonly groups = new Map<string, GroupRows>();
  private readonly types: Set<string>;

  constructor(definition: ReadModelDefinition) {
    this.model = asRowSet(definition);
    this.types = new Set(this.model.eventTypes);
  }

  add(events: Iterable<RecordedEvent>): void {
    const { model, groups, types } = this;
    for (const event of events) {
      if (!types.has(event.type)) continue;
      const group = model.groupOf(event);
      groups.set(group, model.fold(groups.get(group) ?? emptyGroup(model), event));
    }
  }

  get size(): number {
    return this.groups.size;
  }

  async write(tx: Queryable, suffix: string): Promise<void> {
    for (const table of this.model.tables) await insertRows(tx, table, this.rowsOf(table), suffix);
  }

  private *rowsOf(table: ReadModelTable): Iterable<Row> {
    for (const rows of this.groups.values()) yield* rows[table.name];
  }
}
