import type { MegapodListRow, PodListRow } from '@portal/contracts';
import { type Queryable, toNumber } from '@portal/event-store';
import type { ListPage, ListQuery } from '../list-query';

/** The staff pod list's filters: ids (react-admin's getMany), course, megapod (`<course>~<key>`). */
export interface StaffPodFilter {
  id?: string | string[];
  course?: string;
  megapod?: string;
}

const POD_SORT_COLUMNS = {
  id: 'p.id',
  name: 'p.name',
  course_name: 'c.name',
  megapod_name: 'p.megapod_name',
  time_slot: 'p.time_slot',
  language: 'p.language',
  student_count: 'student_count',
} as const;
export type PodSortField = keyof typeof POD_SORT_COLUMNS;
export const POD_SORT_FIELDS = Object.keys(POD_SORT_COLUMNS) as [PodSortField, ...PodSortField[]];

function podWhereClause(filter: StaffPodFilter): { sql: string; params: unknown[] } {
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
  query: ListQuery<StaffPodFilter, PodSortField>,
): Promise<ListPage<PodListRow>> {
  const { sql: where, params } = podWhereClause(query.filter);
  const from = 'FROM pods p JOIN courses c ON c.id = p.course_id';
  const total = await db.query<{ n: number }>(`SELECT count(*) AS n ${from} ${where}`, params);
  const page = await db.query<Omit<PodListRow, 'student_count'> & { student_count: string | number }>(
    `SELECT p.id, p.course_id AS course, c.name AS course_name, p.name, p.course_id || '~' || p.megapod_key AS megapod,
            p.megapod_name, p.time_slot, p.language, p.low_fi, p.dataset,
            ${personName('ta')} AS ta_name, ${personName('project_ta')} AS project_ta_name,
            (SELECT count(*) FROM pod_members m WHERE m.pod_id = p.id AND m.role = 'student') AS student_count,
            p.meeting->>'meetingLink' AS meeting_link
       ${from} ${where}
      ORDER BY ${POD_SORT_COLUMNS[query.sortField]} ${query.order}, p.id ${query.order}
      LIMIT ${query.end - query.start + 1} OFFSET ${query.start}`,
    params,
  );
  const rows = page.rows.map((row) => ({ ...row, student_count: toNumber(row.student_count) }));
  return { rows, total: toNumber(total.rows[0].n) };
}

/** The staff megapod list's filters: ids (`<course>~<key>`, react-admin's getMany) and course. */
export interface StaffMegapodFilter {
  id?: string | string[];
  course?: string;
}

const MEGAPOD_SORT_COLUMNS = { id: 'id', name: 'name', course_name: 'course_name', time_slot: 'time_slot' } as const;
export type MegapodSortField = keyof typeof MEGAPOD_SORT_COLUMNS;
export const MEGAPOD_SORT_FIELDS = Object.keys(MEGAPOD_SORT_COLUMNS) as [MegapodSortField, ...MegapodSortField[]];

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
  query: ListQuery<StaffMegapodFilter, MegapodSortField>,
): Promise<ListPage<MegapodListRow>> {
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
      ORDER BY ${MEGAPOD_SORT_COLUMNS[query.sortField]} ${query.order}, id ${query.order}
      LIMIT ${query.end - query.start + 1} OFFSET ${query.start}`,
    params,
  );
  const rows = page.rows.map((row) => ({ ...row, pods: toNumber(row.pods), students: toNumber(row.students) }));
  return { rows, total: toNumber(total.rows[0].n) };
}
