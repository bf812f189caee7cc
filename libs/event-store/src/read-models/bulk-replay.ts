import type { Queryable } from '../database/database';
import type { RecordedEvent } from '../events';
import type { ReadModel, Row } from './read-model';
import { insertRows } from './row-writes';

/**
 * A read model rebuilt from the whole log in memory: pages of events, in log order, are folded into
 * one row per key with no database work at all; the rows that remain are then written into the fresh
 * table in large batches of plain inserts (the table is empty and the keys unique, so nothing conflicts).
 */
export class FoldedLog {
  private readonly rows = new Map<string, Row | null>();
  private readonly types: Set<string>;

  constructor(readonly model: ReadModel) {
    this.types = new Set(model.eventTypes);
  }

  add(events: Iterable<RecordedEvent>): void {
    const { model, rows, types } = this;
    for (const event of events) {
      if (!types.has(event.type)) continue;
      const key = model.keyOf(event);
      rows.set(key, model.fold(rows.get(key) ?? null, event));
    }
  }

  get size(): number {
    return this.rows.size;
  }

  async write(tx: Queryable, suffix: string): Promise<void> {
    await insertRows(tx, this.model.table, this.liveRows(), suffix);
  }

  private *liveRows(): Iterable<Row> {
    for (const row of this.rows.values()) if (row !== null) yield row;
  }
}
