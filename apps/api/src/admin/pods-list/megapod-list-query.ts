import { type Queryable, toNumber } from '@portal/event-store';
import type { MegapodListRow } from '@portal/contracts';
import { z } from 'zod';
import { type ListQuery, idFilter } from '../shared/ra-list-query';

export const megapodFilterSchema = z
  .object({ id: idFilter.optional(), course: z.string().min(1).max(100).optional() })
  .strict();
export type MegapodFilter = z.infer<typeof megapodFilterSchema>;

const SORT_COLUMNS = { id: 'id', name: 'name', course_name: 'course_name', time_slot: 'time_slot' } as const;
export type MegapodSortField = keyof typeof SORT_COLUMNS;
export const MEGAPOD_SORT_FIELDS = Object.keys(SORT_COLUMNS) as [MegapodSortField, ...MegapodSortField[]];

/**
 * Megapods as the pods read model groups them (pods of one course sharing a megapod key), with the
 * lead TA and the project TAs serving their pods.
 */
const MEGAPODS = `
  SELECT p.course_id || '~' || p.megapod_key AS id, p.course_id AS course, c.name AS course_name,
         min(p.megapod_name) AS name, min(p.time_slot) AS time_slot, min(p.dataset) AS dataset,
         count(DISTINCT p.id) AS pods,
         count(DISTINCT m.application_id) FILTER (WHERE m.role = 'student') AS students,
         min(u.first_name || ' ' || u.last_name) FILTER (WHERE m.role = 'lead_ta') AS lead_ta_name,
         coalesce(array_agg(DISTINCT u.first_name || ' ' || u.last_name) FILTER (WHERE m.role = 'project_ta'),
                  '{}') AS project_ta_names
    FROM pods p JOIN courses c ON c.id = p.course_id
    LEFT JOIN pod_members m ON m.pod_id = p.id
    LEFT JOIN users u ON u.id = m.user_id
   GROUP BY p.course_id, p.megapod_key, c.name`;

export async function listMegapodsForStaff(
  db: Queryable,
  query: ListQuery<MegapodFilter, MegapodSortField>,
): Promise<{ rows: MegapodListRow[]; total: number }> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (query.filter.id !== undefined) {
    params.push([query.filter.id].flat());
    conditions.push(`id = ANY($${params.length})`);
  }
  if (query.filter.course) {
    params.push(query.filter.course);
    conditions.push(`course = $${params.length}`);
  }
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  const total = await db.query<{ n: number }>(`SELECT count(*) AS n FROM (${MEGAPODS}) g ${where}`, params);
  const page = await db.query<MegapodListRow & { pods: string | number; students: string | number }>(
    `SELECT * FROM (${MEGAPODS}) g ${where}
      ORDER BY ${SORT_COLUMNS[query.sortField]} ${query.order}, id ${query.order}
      LIMIT ${query.end - query.start + 1} OFFSET ${query.start}`,
    params,
  );
  const rows = page.rows.map((row) => ({ ...row, pods: toNumber(row.pods), students: toNumber(row.students) }));
  return { rows, total: toNumber(total.rows[0].n) };
}
