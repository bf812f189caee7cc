import type { SeasonView } from '@portal/contracts';
import { type Queryable, toNumber } from '@portal/event-store';
import { type ListPage, type ListQuery, containsPattern } from '../list-query';

/** The staff season list's filters: ids (react-admin's getMany) and a name search. */
export interface StaffSeasonFilter {
  id?: string | string[];
  q?: string;
}

const SORT_COLUMNS = { id: 's.id', name: 's.name', start_date: 's.start_date', end_date: 's.end_date' } as const;
export type SeasonSortField = keyof typeof SORT_COLUMNS;
export const SEASON_SORT_FIELDS = Object.keys(SORT_COLUMNS) as [SeasonSortField, ...SeasonSortField[]];

interface SeasonQueryRow {
  id: string;
  name: string;
  start_date: string;
  end_date: string;
  course_count: number;
  created_at: Date | string;
}

const SELECT_SEASON = `SELECT s.id, s.name, s.start_date, s.end_date, s.created_at,
       (SELECT count(*) FROM courses c WHERE c.season_id = s.id) AS course_count
  FROM seasons s`;

const toView = (row: SeasonQueryRow): SeasonView => ({
  id: row.id,
  name: row.name,
  start_date: row.start_date,
  end_date: row.end_date,
  course_count: toNumber(row.course_count),
  created_at: new Date(row.created_at).toISOString(),
});

/** One page of seasons as staff manage them (newest first by default), each with its number of courses. */
export async function listSeasonsForStaff(
  db: Queryable,
  query: ListQuery<StaffSeasonFilter, SeasonSortField>,
): Promise<ListPage<SeasonView>> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (query.filter.id !== undefined) {
    params.push([query.filter.id].flat());
    conditions.push(`s.id = ANY($${params.length})`);
  }
  if (query.filter.q?.trim()) {
    params.push(containsPattern(query.filter.q));
    conditions.push(`s.name ILIKE $${params.length}`);
  }
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  const total = await db.query<{ n: number }>(`SELECT count(*) AS n FROM seasons s ${where}`, params);
  const page = await db.query<SeasonQueryRow>(
    `${SELECT_SEASON} ${where}
      ORDER BY ${SORT_COLUMNS[query.sortField]} ${query.order}, s.id ${query.order}
      LIMIT ${query.end - query.start + 1} OFFSET ${query.start}`,
    params,
  );
  return { rows: page.rows.map(toView), total: toNumber(total.rows[0].n) };
}

export async function findSeason(db: Queryable, id: string): Promise<SeasonView | null> {
  const { rows } = await db.query<SeasonQueryRow>(`${SELECT_SEASON} WHERE s.id = $1`, [id]);
  return rows.length ? toView(rows[0]) : null;
}

/** Every season, newest first, for the staff dashboard's picker. */
export async function listSeasonNames(db: Queryable): Promise<Array<{ id: string; name: string }>> {
  const { rows } = await db.query<{ id: string; name: string }>(
    'SELECT id, name FROM seasons ORDER BY start_date DESC, name, id',
  );
  return rows;
}

/**
 * The seasons courses point at that have no record yet: those of courses created before seasons were
 * records, with the number each was made for, which the portal moves into seasons when it starts.
 */
export async function seasonsMissingForCourses(db: Queryable): Promise<Array<{ season_id: string; season: number }>> {
  const { rows } = await db.query<{ season_id: string; season: number }>(
    `SELECT DISTINCT c.season_id, c.season FROM courses c
      WHERE NOT EXISTS (SELECT 1 FROM seasons s WHERE s.id = c.season_id) ORDER BY c.season`,
  );
  return rows.map((row) => ({ season_id: row.season_id, season: toNumber(row.season) }));
}

/** Whether any live application is for the course: such a course stays in its season. */
export async function courseHasApplications(db: Queryable, courseId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM applications WHERE course_id = $1 LIMIT 1', [courseId]);
  return rows.length > 0;
}
