import type { Queryable } from '../database/database';
import type { RecordedEvent } from '../events';
import { type ReadModel, type Row, foldEvents } from './read-model';
import { writeChanges } from './row-writes';

/** Stream id to its events before this append, as the command that appended loaded them. */
export type StreamHistories = ReadonlyMap<string, ReadonlyArray<RecordedEvent>>;

/**
 * Applies just-appended events to read models in the command's transaction, in one round trip in all:
 * a key's row is folded from its stream's history, which the command loaded to decide, and the new
 * events; every changed row of every model is then written by one statement. Keys whose history the
 * caller does not hold (an append without a load, a model keyed across streams) have their current
 * rows read first, all models' in one query, and the new events folded onto them.
 */
export async function projectInline(
  tx: Queryable,
  models: ReadonlyArray<ReadModel>,
  events: ReadonlyArray<RecordedEvent>,
  histories: StreamHistories = new Map(),
  suffix = '',
): Promise<void> {
  const firstNew = firstPositions(events);
  const planned: Array<{ model: ReadModel; byKey: Map<string, RecordedEvent[]>; rows: Map<string, Row | null> }> = [];
  const unread: Array<{ model: ReadModel; keys: string[] }> = [];
  for (const model of models) {
    const byKey = eventsByKey(model, events);
    if (byKey.size === 0) continue;
    const rows = new Map<string, Row | null>();
    const keys: string[] = [];
    for (const [key, own] of byKey) {
      const past = heldHistory(model, key, own, histories, firstNew);
      if (past) rows.set(key, foldEvents(model, foldEvents(model, null, past), own));
      else keys.push(key);
    }
    planned.push({ model, byKey, rows });
    if (keys.length > 0) unread.push({ model, keys });
  }
  if (unread.length > 0) {
    const current = await readRows(tx, unread, suffix);
    unread.forEach(({ model, keys }, i) => {
      const { byKey, rows } = planned.find((plan) => plan.model === model)!;
      for (const key of keys) rows.set(key, foldEvents(model, current[i].get(key) ?? null, byKey.get(key)!));
    });
  }
  await writeChanges(
    tx,
    planned.map(({ model, rows }) => ({ table: model.table, rows })),
    suffix,
  );
}

/** Each model's event types as a set, made once: every command asks every model. */
const typeSets = new WeakMap<ReadModel, ReadonlySet<string>>();
function typesOf(model: ReadModel): ReadonlySet<string> {
  let types = typeSets.get(model);
  if (!types) typeSets.set(model, (types = new Set(model.eventTypes)));
  return types;
}

/** The model's events grouped by key, each group in log order. */
export function eventsByKey(model: ReadModel, events: Iterable<RecordedEvent>): Map<string, RecordedEvent[]> {
  const types = typesOf(model);
  const byKey = new Map<string, RecordedEvent[]>();
  for (const event of events) {
    if (!types.has(event.type)) continue;
    const key = model.keyOf(event);
    const list = byKey.get(key);
    if (list) list.push(event);
    else byKey.set(key, [event]);
  }
  return byKey;
}

/** The key's events before `own`, when all of them are on the key's stream and that stream's whole past is held. */
function heldHistory(
  model: ReadModel,
  key: string,
  own: ReadonlyArray<RecordedEvent>,
  histories: StreamHistories,
  firstNew: ReadonlyMap<string, number>,
): RecordedEvent[] | null {
  const stream = own[0].streamId;
  if (!model.singleStream || own.some((event) => event.streamId !== stream)) return null;
  const first = firstNew.get(stream)!;
  if (first === 1) return [];
  const history = histories.get(stream);
  // A history that does not end right before the new events is not this append's (another writer came between).
  if (!history || history.length !== first - 1) return null;
  const types = typesOf(model);
  return history.filter((event) => types.has(event.type) && model.keyOf(event) === key);
}

function firstPositions(events: ReadonlyArray<RecordedEvent>): Map<string, number> {
  const first = new Map<string, number>();
  for (const event of events) {
    const known = first.get(event.streamId);
    if (known === undefined || event.streamPosition < known) first.set(event.streamId, event.streamPosition);
  }
  return first;
}

/**
 * The current rows of several models' keys in one query: each table's rows as one JSON array. They go
 * only through folds and back to their tables as JSON, so timestamps read as ISO text do no harm.
 */
async function readRows(
  tx: Queryable,
  wanted: ReadonlyArray<{ model: ReadModel; keys: string[] }>,
  suffix: string,
): Promise<Array<Map<string, Row>>> {
  const selects = wanted.map(({ model: { table } }, i) => {
    const name = `${table.name}${suffix}`;
    return `(SELECT coalesce(jsonb_agg(t), '[]') FROM ${name} t WHERE t.${table.key} = ANY($${i + 1}::text[])) AS m${i}`;
  });
  const { rows } = await tx.query<Record<string, Row[]>>(
    `SELECT ${selects.join(', ')}`,
    wanted.map(({ keys }) => keys),
  );
  return wanted.map(({ model }, i) => new Map(rows[0][`m${i}`].map((row) => [String(row[model.table.key]), row])));
}
