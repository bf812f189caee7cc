import type { Queryable } from '@portal/event-store';
import { toNumber } from '@portal/event-store';
import { z } from 'zod';
import { idFilter, type ListQuery } from '../../shared/ra-list-query';
import { STORED_EVENT_COLUMNS, type StoredEventRow } from '../../../audit/shared/audit-event';
import { instantParam } from '../../../audit/shared/audit-params';

const instant = instantParam;
const text = z.string().trim().min(1).max(300);

/** Filters of the events browser: exact stream, type(s), acting user, and a time range (inclusive). */
export const eventFilterSchema = z
  .object({
    id: idFilter.optional(),
    stream_id: text.optional(),
    type: z.union([text, z.array(text).max(100)]).optional(),
    actor: text.optional(),
    from: instant.optional(),
    to: instant.optional(),
  })
  .refine((filter) => !filter.from || !filter.to || Date.parse(filter.from) <= Date.parse(filter.to), {
    message: 'The end of the time range is before its start.',
    path: ['to'],
  });

export type EventFilter = z.infer<typeof eventFilterSchema>;
export const EVENT_SORT_FIELDS = ['global_position', 'recorded_at'] as const;
type EventSortField = (typeof EVENT_SORT_FIELDS)[number];

function whereOf(filter: EventFilter): { sql: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const add = (clause: (n: string) => string, value: unknown) => {
    params.push(value);
    clauses.push(clause(`$${params.length}`));
  };
  if (filter.id !== undefined) add((n) => `event_id::text = ANY(${n}::text[])`, [filter.id].flat());
  if (filter.stream_id) add((n) => `stream_id = ${n}`, filter.stream_id);
  if (filter.type !== undefined) add((n) => `type = ANY(${n}::text[])`, [filter.type].flat());
  if (filter.actor) add((n) => `metadata->>'actor' = ${n}`, filter.actor);
  if (filter.from) add((n) => `recorded_at >= ${n}::timestamptz`, filter.from);
  if (filter.to) add((n) => `recorded_at <= ${n}::timestamptz`, filter.to);
  return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

/** One page of the log for the events browser, and how many events match in all. */
export async function listEvents(
  db: Queryable,
  query: ListQuery<EventFilter, EventSortField>,
): Promise<{ rows: StoredEventRow[]; total: number }> {
  const { sql, params } = whereOf(query.filter);
  const order = query.order === 'ASC' ? 'ASC' : 'DESC';
  // The position breaks ties between events of one transaction (same recorded_at).
  const orderBy =
    query.sortField === 'recorded_at' ? `recorded_at ${order}, global_position ${order}` : `global_position ${order}`;
  const limit = query.end - query.start + 1;
  const [page, count] = await Promise.all([
    db.query<StoredEventRow>(
      `SELECT ${STORED_EVENT_COLUMNS} FROM events ${sql} ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${query.start}`,
      params,
    ),
    db.query<{ n: number }>(`SELECT count(*) AS n FROM events ${sql}`, params),
  ]);
  return { rows: page.rows, total: toNumber(count.rows[0].n) };
}
