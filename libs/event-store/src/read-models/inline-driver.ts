import type { Queryable } from '../database/database';
import type { RecordedEvent } from '../events';
import {
  type GroupRows,
  type ReadModelDefinition,
  type RowSetReadModel,
  asRowSet,
  emptyGroup,
  foldGroup,
} from './read-model';
import { readGroups } from './read-groups';
import { type TableChanges, changesOf, writeChanges } from './row-writes';

/** Stream id to its events before this append, as the command that appended loaded them. */
export type StreamHistories = ReadonlyMap<string, ReadonlyArray<RecordedEvent>>;

/** One model's part of an append: its events by group, and each group's rows before them. */
interface Plan {
  model: RowSetReadModel;
  byGroup: Map<string, RecordedEvent[]>;
  before: Map<string, GroupRows>;
}

/**
 * Applies just-appended events to read models in the command's transaction, in one round trip in all:
 * a group's rows before the events are folded from its stream's history, which the command loaded to
 * decide, and the new events folded onto them; the rows that changed, in every table of every model,
 * are then written by one statement. Groups whose history the caller does not hold (an append without
 * a load, a model grouped across streams) have their current rows read first, all models' in one
 * query.
 */
export async function projectInline(
  tx: Queryable,
  definitions: ReadonlyArray<ReadModelDefinition>,
  events: ReadonlyArray<RecordedEvent>,
  histories: StreamHistories = new Map(),
  suffix = '',
): Promise<void> {
  const { plans, unread } = planInline(definitions, events, histories);
  if (unread.length > 0) {
    const current = await readGroups(
      tx,
      unread.map(({ plan, groups }) => ({ model: plan.model, groups })),
      suffix,
    );
    unread.forEach(({ plan, groups }, i) => {
      for (const group of groups) plan.before.set(group, current[i].get(group) ?? emptyGroup(plan.model));
    });
  }
  await writeChanges(tx, changesOfPlans(plans), suffix);
}

/**
 * The rows `projectInline` would write, when every group's rows before the events fold from histories
 * the caller holds; null when some must be read first. Pure, so the write can be issued at once (a
 * pipelined transaction sends it behind the append, before the append is answered).
 */
export function heldChanges(
  definitions: ReadonlyArray<ReadModelDefinition>,
  events: ReadonlyArray<RecordedEvent>,
  histories: StreamHistories,
): TableChanges[] | null {
  const { plans, unread } = planInline(definitions, events, histories);
  return unread.length > 0 ? null : changesOfPlans(plans);
}

/** Each model's events by group, with the rows before them of the groups whose history is held; the others to read. */
function planInline(
  definitions: ReadonlyArray<ReadModelDefinition>,
  events: ReadonlyArray<RecordedEvent>,
  histories: StreamHistories,
): { plans: Plan[]; unread: Array<{ plan: Plan; groups: string[] }> } {
  const firstNew = firstPositions(events);
  const plans: Plan[] = [];
  const unread: Array<{ plan: Plan; groups: string[] }> = [];
  for (const definition of definitions) {
    const model = asRowSet(definition);
    const byGroup = eventsByGroup(model, events);
    if (byGroup.size === 0) continue;
    const plan: Plan = { model, byGroup, before: new Map() };
    const groups: string[] = [];
    for (const [group, own] of byGroup) {
      const past = heldHistory(model, group, own, histories, firstNew);
      if (past) plan.before.set(group, foldGroup(model, emptyGroup(model), past));
      else groups.push(group);
    }
    plans.push(plan);
    if (groups.length > 0) unread.push({ plan, groups });
  }
  return { plans, unread };
}

/** The rows that changed, in every table of every model: each group's rows before, with its new events folded on. */
function changesOfPlans(plans: ReadonlyArray<Plan>): TableChanges[] {
  return plans.flatMap(({ model, byGroup, before }) => {
    const after = new Map<string, GroupRows>();
    for (const [group, own] of byGroup) {
      const rows = before.get(group);
      // Every group was given its rows, folded from the held history or read.
      if (!rows) throw new Error(`no rows before the events for ${model.name} group ${group}`);
      after.set(group, foldGroup(model, rows, own));
    }
    return changesOf(model, before, after);
  });
}

/** Each model's event types as a set, made once: every command asks every model. */
const typeSets = new WeakMap<RowSetReadModel, ReadonlySet<string>>();
function typesOf(model: RowSetReadModel): ReadonlySet<string> {
  let types = typeSets.get(model);
  if (!types) typeSets.set(model, (types = new Set(model.eventTypes)));
  return types;
}

/** The model's events grouped by group, each in log order. */
export function eventsByGroup(model: RowSetReadModel, events: Iterable<RecordedEvent>): Map<string, RecordedEvent[]> {
  const types = typesOf(model);
  const byGroup = new Map<string, RecordedEvent[]>();
  for (const event of events) {
    if (!types.has(event.type)) continue;
    const group = model.groupOf(event);
    const list = byGroup.get(group);
    if (list) list.push(event);
    else byGroup.set(group, [event]);
  }
  return byGroup;
}

/** The group's events before `own`, when all of them are on the group's stream and that stream's whole past is held. */
function heldHistory(
  model: RowSetReadModel,
  group: string,
  own: ReadonlyArray<RecordedEvent>,
  histories: StreamHistories,
  firstNew: ReadonlyMap<string, number>,
): RecordedEvent[] | null {
  const stream = own[0].streamId;
  if (!model.singleStream || own.some((event) => event.streamId !== stream)) return null;
  const first = firstNew.get(stream);
  if (first === undefined) return null;
  if (first === 1) return [];
  const history = histories.get(stream);
  // A history that does not end right before the new events is not this append's (another writer came between).
  if (!history || history.length !== first - 1) return null;
  const types = typesOf(model);
  return history.filter((event) => types.has(event.type) && model.groupOf(event) === group);
}

function firstPositions(events: ReadonlyArray<RecordedEvent>): Map<string, number> {
  const first = new Map<string, number>();
  for (const event of events) {
    const known = first.get(event.streamId);
    if (known === undefined || event.streamPosition < known) first.set(event.streamId, event.streamPosition);
  }
  return first;
}
