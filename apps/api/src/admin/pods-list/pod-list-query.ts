import { type Queryable, toNumber } from '@portal/event-store';
import type { PodListRow } from '@portal/contracts';
import { z } from 'zod';
import { type ListQuery, idFilter } from '../shared/ra-list-query';

export const podFilterSchema = z
  .object({
    id: idFilter.optional(),
    course: z.string().min(1).max(100).optional(),
    megapod: z.string().min(1).max(200).optional(),
  })
  .strict();
export type PodFilter = z.infer<typeof podFilterSchema>;

const SORT_COLUMNS = {
  id: 'p.id',
  name: 'p.name',
  course_name: 'c.name',
  megapod_name: 'p.megapod_name',
  time_slot: 'p.time_slot',
  language: 'p.language',
  student_count: 'student_count',
} as const;
export type PodSortField = keyof typeof SORT_COLUMNS;
export const POD_SORT_FIELDS = Object.keys(SORT_COLUMNS) as [PodSortField, ...PodSortField[]];

function whereClause(filter: PodFilter): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (condition: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(condition(`$${params.length}`));
  };
  if (filter.id !== undefined) add((p) => `p.id = ANY(${p})`, [filter.id].flat());
  if (filter.course) add((p) => `p.course_id = ${p}`, filter.course);
  if (filter.megapod) add((p) => `p.course_id || '~' || p.megapod_key = ${p}`, filter.megapod);
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

const personName = (role: string) =>
  `(SELECT u.first_name || ' ' || u.last_name FROM pod_members m JOIN users u ON u.id = m.user_id
     WHERE m.pod_id = p.id AND m.role = '${role}' ORDER BY m.application_id LIMIT 1)`;

/** One page of pods from the pods read model, with their TAs' names and how many students each has. */
export async function listPodsForStaff(
  db: Queryable,
  query: ListQuery<PodFilter, PodSortField>,
): Promise<{ rows: PodListRow[]; total: number }> {
  const { sql: where, params } = whereClause(query.filter);
  const from = 'FROM pods p JOIN courses c ON c.id = p.course_id';
  const total = await db.query<{ n: number }>(`SELECT count(*) AS n ${from} ${where}`, params);
  const page = await db.query<Omit<PodListRow, 'student_count'> & { student_count: string | number }>(
    `SELECT p.id, p.course_id AS course, c.name AS course_name, p.name, p.course_id || '~' || p.megapod_key AS megapod,
            p.megapod_name, p.time_slot, p.language, p.low_fi, p.dataset,
            ${personName('ta')} AS ta_name, ${personName('project_ta')} AS project_ta_name,
            (SELECT count(*) FROM pod_members m WHERE m.pod_id = p.id AND m.role = 'student') AS student_count,
            p.meeting->>'meetingLink' AS meeting_link
       ${from} ${where}
      ORDER BY ${SORT_COLUMNS[query.sortField]} ${query.order}, p.id ${query.order}
      LIMIT ${query.end - query.start + 1} OFFSET ${query.start}`,
    params,
  );
  const rows = page.rows.map((row) => ({ ...row, student_count: toNumber(row.student_count) }));
  return { rows, total: toNumber(total.rows[0].n) };
}
