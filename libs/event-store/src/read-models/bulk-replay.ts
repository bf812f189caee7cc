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
import { copyText } from './copy-text';
import { readGroups } from './read-groups';
import { type TableChanges, changesOf, changesStatement } from './row-writes';

/** Rows per statement when a batch of changes is written. */
const ROWS_PER_STATEMENT = 5000;

/**
 * A read model rebuilt from the whole log in memory: pages of events, in log order, are folded into
 * each group's rows with no database work. So that writing goes on while the log is still being read
 * (rather than all of it after the last page), each page hands out the rows of the groups it did not
 * touch that changed since they were last written ("settled"): in a log where a group's events lie
 * close together, nearly every group is written once, as it settles. A group touched again later is
 * written again as the difference from what was written, so the tables end exactly as the fold does.
 *
 * Written groups then leave memory, once their write has committed (`committed`) and if nothing changed
 * them since: the heap holds the groups still changing, not the whole read model (a log of a million
 * events held about 900 MB otherwise, and the garbage collector copied all of it). A later event for a
 * group that left is folded onto its rows read back from the table (`addReadingBack`), as the
 * inline driver reads a group whose history it does not hold. Only where each table's group column
 * leads its primary key, so that reading a group back is an index lookup while the replay runs.
 */
export class FoldedLog {
  readonly model: RowSetReadModel;
  private readonly groups = new Map<string, GroupRows>();
  /** Each group's rows as last handed out for writing (none yet: nothing written). */
  private readonly written = new Map<string, GroupRows>();
  /** Groups whose rows changed since they were last handed out. */
  private readonly dirty = new Set<string>();
  /** Groups the current page touched. */
  private touched = new Set<string>();
  private readonly types: Set<string>;
  /** Whether written groups leave memory (see the class comment). */
  private readonly evicts: boolean;
  /** Groups written, committed and dropped from memory: their rows are in the tables only. */
  private readonly left = new Set<string>();
  /** The groups each `settled` handed out, oldest first, until its write commits. */
  private readonly uncommitted: string[][] = [];

  constructor(definition: ReadModelDefinition) {
    this.model = asRowSet(definition);
    this.types = new Set(this.model.eventTypes);
    this.evicts = this.model.tables.every((table) =>
      typeof table.key === 'string' ? table.key === table.group : table.key[0] === table.group,
    );
  }

  /** The groups of these events whose rows left memory: `restore` them before `add`. */
  leftAmong(events: ReadonlyArray<RecordedEvent>): string[] {
    return this.leftOf(this.groupsOf(events));
  }

  /** Groups read back from the tables, each with its rows as written there ([] in a table where it has none). */
  restore(rows: ReadonlyMap<string, GroupRows>): void {
    for (const [group, held] of rows) {
      if (!this.left.delete(group)) continue;
      this.groups.set(group, held);
      this.written.set(group, held);
    }
  }

  /**
   * `add` for a replay: the groups of these events that left memory are read back from the tables first
   * (`leftAmong`, then `restore`). Each event's group is worked out once for both.
   */
  async addReadingBack(db: Queryable, events: ReadonlyArray<RecordedEvent>, suffix: string): Promise<void> {
    const groups = this.groupsOf(events);
    const left = this.leftOf(groups);
    if (left.length > 0) this.restore((await readGroups(db, [{ model: this.model, groups: left }], suffix))[0]);
    this.foldAll(events, groups);
  }

  add(events: ReadonlyArray<RecordedEvent>): void {
    this.foldAll(events, this.groupsOf(events));
  }

  /** Each event's group, or null for an event of a type the model does not fold. */
  private groupsOf(events: ReadonlyArray<RecordedEvent>): Array<string | null> {
    const { model, types } = this;
    return events.map((event) => (types.has(event.type) ? model.groupOf(event) : null));
  }

  private leftOf(groups: ReadonlyArray<string | null>): string[] {
    if (this.left.size === 0) return [];
    const wanted = new Set<string>();
    for (const group of groups) if (group !== null && this.left.has(group)) wanted.add(group);
    return [...wanted];
  }

  private foldAll(events: ReadonlyArray<RecordedEvent>, groupOf: ReadonlyArray<string | null>): void {
    const { model, groups, touched } = this;
    events.forEach((event, i) => {
      const group = groupOf[i];
      if (group === null) return;
      const before = groups.get(group);
      const after = model.fold(before ?? emptyGroup(model), event);
      if (after === before) return;
      groups.set(group, after);
      touched.add(group);
    });
  }

  /** Groups held in memory. */
  get size(): number {
    return this.groups.size;
  }

  /**
   * Ends a page: returns what the groups that changed earlier but not in this page are to become in
   * the tables, and counts them as written. Groups this page touched wait for a page that leaves them be.
   */
  settled(): ReplayWrites {
    const settling: string[] = [];
    for (const group of this.dirty) if (!this.touched.has(group)) settling.push(group);
    for (const group of settling) this.dirty.delete(group);
    for (const group of this.touched) this.dirty.add(group);
    this.touched = new Set();
    if (this.evicts) this.uncommitted.push(settling);
    return this.changesOf(settling);
  }

  /**
   * The oldest `settled` batch's write has committed: its groups that nothing changed since leave memory.
   * Called once per `settled`, in the same order.
   */
  committed(): void {
    const batch = this.uncommitted.shift();
    if (!batch) return;
    for (const group of batch) {
      if (this.dirty.has(group) || this.touched.has(group)) continue;
      this.groups.delete(group);
      this.written.delete(group);
      this.left.add(group);
    }
  }

  /** Every change not yet handed out: the end of the log. */
  remaining(): ReplayWrites {
    for (const group of this.touched) this.dirty.add(group);
    this.touched = new Set();
    const groups = [...this.dirty];
    this.dirty.clear();
    return this.changesOf(groups);
  }

  private changesOf(groups: ReadonlyArray<string>): ReplayWrites {
    const { model } = this;
    // A group written for the first time is all new rows: no difference to work out (most groups).
    const inserts = model.tables.map((table) => ({ table, rows: [] as Row[] }));
    const before = new Map<string, GroupRows>();
    const after = new Map<string, GroupRows>();
    for (const group of groups) {
      const rows = this.groups.get(group);
      if (!rows) continue;
      const held = this.written.get(group);
      this.written.set(group, rows);
      if (held) {
        before.set(group, held);
        after.set(group, rows);
      } else for (const [i, table] of model.tables.entries()) inserts[i].rows.push(...rows[table.name]);
    }
    return {
      inserts: inserts.filter((insert) => insert.rows.length > 0),
      changes: (after.size > 0 ? changesOf(model, before, after) : []).filter(
        (change) => change.upserts.length > 0 || change.deletes.length > 0,
      ),
    };
  }
}

/**
 * What a replay writes for some groups: the rows of groups written for the first time (keys no row
 * has yet: a key belongs to one group) and the differences of groups written before.
 */
export interface ReplayWrites {
  inserts: Array<{ table: ReadModelTable; rows: Row[] }>;
  changes: TableChanges[];
}

export const nothingToWrite = (writes: ReplayWrites): boolean =>
  writes.inserts.length === 0 && writes.changes.length === 0;

/**
 * A replay's rows as the statements that write them, a few thousand rows each so none carries a huge
 * document: new rows with COPY (Postgres parses its text about twice as fast as a JSON document),
 * differences as upserts and deletes. Built before the write's transaction, so that sending it is all
 * the transaction does: Postgres takes in one page's rows while node works out the next page.
 */
export function replayStatements(writes: ReplayWrites, suffix: string): ReplayStatement[] {
  const statements: ReplayStatement[] = [];
  for (const { table, rows } of writes.inserts) {
    const columns = Object.keys(table.columns);
    for (let at = 0; at < rows.length; at += ROWS_PER_STATEMENT)
      statements.push({
        copy: {
          table: `${table.name}${suffix}`,
          columns,
          // Encoded at once: the text is built piece by piece, and pieces kept until the page is sent
          // would all be copied from young to old memory; a Buffer is one object outside the heap.
          text: Buffer.from(copyText(table, rows.slice(at, at + ROWS_PER_STATEMENT))),
        },
      });
  }
  const push = (changes: TableChanges) => {
    const statement = changesStatement([changes], suffix);
    if (statement) statements.push({ query: statement });
  };
  for (const { table, upserts, deletes } of writes.changes) {
    for (let at = 0; at < deletes.length; at += ROWS_PER_STATEMENT)
      push({ table, upserts: [], deletes: deletes.slice(at, at + ROWS_PER_STATEMENT) });
    for (let at = 0; at < upserts.length; at += ROWS_PER_STATEMENT)
      push({ table, upserts: upserts.slice(at, at + ROWS_PER_STATEMENT), deletes: [] });
  }
  return statements;
}

/** One statement of a replay's writes: a COPY of new rows, or a query. */
export type ReplayStatement =
  | { copy: { table: string; columns: string[]; text: Buffer } }
  | { query: { sql: string; params: unknown[] } };

/** Sends statements built by `replayStatements`, in order. */
export async function sendReplayStatements(tx: Queryable, statements: ReadonlyArray<ReplayStatement>): Promise<void> {
  if (!tx.copyIn) throw new Error('bulk replay needs a transaction that can COPY');
  for (const statement of statements) {
    if ('copy' in statement) await tx.copyIn(statement.copy.table, statement.copy.columns, statement.copy.text);
    else await tx.query(statement.query.sql, statement.query.params);
  }
}

/** Writes a replay's rows (`replayStatements`, then `sendReplayStatements`). */
export async function writeReplayWrites(tx: Queryable, writes: ReplayWrites, suffix: string): Promise<void> {
  await sendReplayStatements(tx, replayStatements(writes, suffix));
}
