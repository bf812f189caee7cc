import type { Queryable } from '../database/database';
import type { RecordedEvent } from '../events';
import type { ReadModelDefinition } from '../read-models/read-model';

/**
 * A read model: the tables it owns and how events change them. The same object serves inline
 * (in the append's transaction), async (checkpointed subscription) and replay.
 */
export interface Projection {
  readonly name: string;
  /** Event types it reacts to; others are skipped without a call. */
  readonly eventTypes: ReadonlyArray<string>;
  /** Creates its tables if missing (idempotent). `suffix` names the fresh tables of a replay. */
  createTables(tx: Queryable, suffix?: string): Promise<void>;
  /** Secondary indexes, created after a replay's bulk load. */
  createIndexes?(tx: Queryable, suffix?: string): Promise<void>;
  /** Table names it owns (without suffix), so replay can swap fresh ones in. */
  readonly tables: ReadonlyArray<string>;
  apply(tx: Queryable, events: RecordedEvent[], suffix?: string): Promise<void>;
  /**
   * The read model this projection is made from (`projectionOf`), if it is one: the command path and
   * replay then use its fold (one write per command, bulk replay in memory) instead of `apply`.
   */
  readonly definition?: ReadModelDefinition;
}

export function relevantEvents(projection: Projection, events: RecordedEvent[]): RecordedEvent[] {
  return events.filter((event) => projection.eventTypes.includes(event.type));
}
