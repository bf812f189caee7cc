import type { CourseView } from '@portal/contracts';
import type { CourseSnapshot } from '@portal/domain';
import { type Queryable, toNumber } from '@portal/event-store';
import { type ListPage, type ListQuery, containsPattern } from '../list-query';

/** The staff course list's filters: ids (react-admin's getMany), active or not, season, a name search. */
export interface StaffCourseFilter {
  id?: string | string[];
  is_active?: boolean;
  season?: number;
  season_id?: string;
  q?: string;
}

const SORT_COLUMNS = {
  id: 'id',
  name: 'name',
  season: 'season',
  is_active: 'is_active',
  created_at: 'created_at',
  start_date: "course->>'start_date'",
} as const;
export type CourseSortField = keyof typeof SORT_COLUMNS;
export const COURSE_SORT_FIELDS = Object.keys(SORT_COLUMNS) as [CourseSortField, ...CourseSortField[]];

function whereClause(filter: StaffCourseFilter): { sql: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (condition: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(condition(`$${params.length}`));
  };
  if (filter.id !== undefined) add((p) => `id = ANY(${p})`, [filter.id].flat());
  if (filter.is_active !== undefined) add((p) => `is_active = ${p}`, filter.is_active);
  if (filter.season !== undefined) add((p) => `season = ${p}`, filter.season);
  if (filter.season_id !== undefined) add((p) => `season_id = ${p}`, filter.season_id);
  if (filter.q?.trim()) add((p) => `name ILIKE ${p}`, containsPattern(filter.q));
  return { sql: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/** One page of every course, active or not, as staff manage them, and the total. */
export async function listCoursesForStaff(
  db: Queryable,
  query: ListQuery<StaffCourseFilter, CourseSortField>,
): Promise<ListPage<CourseView>> {
  const { sql: where, params } = whereClause(query.filter);
  const total = await db.query<{ n: number }>(`SELECT count(*) AS n FROM courses ${where}`, params);
  const page = await db.query<{ id: string; course: CourseSnapshot }>(
    `SELECT id, course FROM courses ${where}
      ORDER BY ${SORT_COLUMNS[query.sortField]} ${query.order}, id ${query.order}
      LIMIT ${query.end - query.start + 1} OFFSET ${query.start}`,
    params,
  );
  return { rows: page.rows.map((row) => ({ id: row.id, ...row.course })), total: toNumber(total.rows[0].n) };
}
