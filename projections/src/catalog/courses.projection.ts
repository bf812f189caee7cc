import type { CourseView, Page } from '@portal/contracts';
import type { CourseEvent, CourseSnapshot } from '@portal/domain';
import type { Projection, Queryable, RecordedEvent } from '@portal/event-store';
import { toNumber } from '@portal/event-store';

/**
 * `courses`: one row per course with its whole current state. Inline (single stream), so staff see
 * their edit at once; the public list and the eligibility checks read it.
 */
export const coursesProjection: Projection = {
  name: 'courses',
  eventTypes: ['CourseCreated', 'CourseUpdated'],
  tables: ['courses'],

  async createTables(tx, suffix = '') {
    await tx.query(`CREATE TABLE IF NOT EXISTS courses${suffix} (
      id text PRIMARY KEY,
      name text NOT NULL,
      is_active boolean NOT NULL,
      season int NOT NULL,
      course jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    )`);
  },

  async createIndexes(tx, suffix = '') {
    await tx.query(`CREATE INDEX IF NOT EXISTS courses${suffix}_active_created ON courses${suffix} (is_active, created_at DESC, id)`);
  },

  async apply(tx, events, suffix = '') {
    for (const event of events as Array<RecordedEvent & CourseEvent>) {
      if (event.type === 'CourseCreated') {
        const { courseId, fields, createdAt } = event.data;
        await tx.query(
          `INSERT INTO courses${suffix} (id, name, is_active, season, course, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $6) ON CONFLICT (id) DO NOTHING`,
          [courseId, fields.name, fields.is_active, fields.season, JSON.stringify(fields), createdAt],
        );
      } else {
        const { courseId, changes, updatedAt } = event.data;
        await tx.query(
          `UPDATE courses${suffix} SET course = course || $2::jsonb, name = coalesce($3, name),
                  is_active = coalesce($4, is_active), season = coalesce($5, season), updated_at = $6
            WHERE id = $1`,
          [courseId, JSON.stringify(changes), changes.name ?? null, changes.is_active ?? null, changes.season ?? null, updatedAt],
        );
      }
    }
  },
};

const toView = (row: { id: string; course: CourseSnapshot }): CourseView => ({ id: row.id, ...row.course });

/** Active courses, newest first, in the list shape of DESIGN.md §4 (without the page links). */
export async function listActiveCourses(
  db: Queryable,
  page: number,
  pageSize: number,
): Promise<Omit<Page<CourseView>, 'next' | 'previous'>> {
  const { rows } = await db.query<{ id: string; course: CourseSnapshot; total: number }>(
    `SELECT id, course, count(*) OVER () AS total FROM courses
      WHERE is_active ORDER BY created_at DESC, id LIMIT $1 OFFSET $2`,
    [pageSize, (page - 1) * pageSize],
  );
  const count = rows.length
    ? toNumber(rows[0].total)
    : toNumber((await db.query<{ n: number }>('SELECT count(*) AS n FROM courses WHERE is_active')).rows[0].n);
  return { count, results: rows.map(toView) };
}

/** Every active course, newest first: the whole public catalogue (a handful per season). */
export async function listAllActiveCourses(db: Queryable): Promise<CourseView[]> {
  const { rows } = await db.query<{ id: string; course: CourseSnapshot }>(
    'SELECT id, course FROM courses WHERE is_active ORDER BY created_at DESC, id',
  );
  return rows.map(toView);
}

export async function findCourse(db: Queryable, id: string): Promise<CourseView | null> {
  const { rows } = await db.query<{ id: string; course: CourseSnapshot }>('SELECT id, course FROM courses WHERE id = $1', [id]);
  return rows.length ? toView(rows[0]) : null;
}

export async function countCourses(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*) AS n FROM courses');
  return toNumber(rows[0].n);
}
