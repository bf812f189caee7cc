import { COURSE_CAPACITY_DEFAULTS, type CourseView, type Page } from '@portal/contracts';
import { type CourseEvent, type CourseSnapshot, withSeasonId } from '@portal/domain';
import { type Projection, type Queryable, type ReadModel, projectionOf, toNumber } from '@portal/event-store';

/** A row of `courses`: a course's whole current state, with the columns the lists sort and filter on. */
export interface CourseRow extends Record<string, unknown> {
  id: string;
  name: string;
  is_active: boolean;
  season: number;
  season_id: string;
  course: CourseSnapshot;
  created_at: Date;
  updated_at: Date;
}

/**
 * `courses`: one row per course with its whole current state. Inline (single stream), so staff see
 * their edit at once; the public list and the eligibility checks read it.
 */
export const coursesReadModel: ReadModel<CourseRow, CourseEvent> = {
  name: 'courses',
  eventTypes: ['CourseCreated', 'CourseUpdated'],
  table: {
    name: 'courses',
    key: 'id',
    columns: {
      id: 'text PRIMARY KEY',
      name: 'text NOT NULL',
      is_active: 'boolean NOT NULL',
      season: 'int NOT NULL',
      season_id: 'text NOT NULL',
      course: 'jsonb NOT NULL',
      created_at: 'timestamptz NOT NULL',
      updated_at: 'timestamptz NOT NULL',
    },
    indexes: { active_created: '(is_active, created_at DESC, id)', season: '(season_id)' },
  },
  keyOf: (event) => event.data.courseId,
  singleStream: true,

  fold(row, event) {
    if (event.type === 'CourseCreated') {
      const { courseId, createdAt } = event.data;
      const fields = withSeasonId(event.data.fields);
      return (
        row ?? {
          id: courseId,
          name: fields.name,
          is_active: fields.is_active,
          season: fields.season,
          season_id: fields.season_id,
          // A course created before capacities existed reads as no limit, the waitlist switch off.
          course: { ...COURSE_CAPACITY_DEFAULTS, ...fields },
          created_at: new Date(createdAt),
          updated_at: new Date(createdAt),
        }
      );
    }
    const { updatedAt } = event.data;
    const changes = withSeasonId(event.data.changes);
    return (
      row && {
        ...row,
        // A shallow merge, as the stored JSON takes it (a field set to undefined is no change).
        course: { ...row.course, ...withoutUndefined(changes) },
        name: changes.name ?? row.name,
        is_active: changes.is_active ?? row.is_active,
        season: changes.season ?? row.season,
        season_id: changes.season_id ?? row.season_id,
        updated_at: new Date(updatedAt),
      }
    );
  },
};

const withoutUndefined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

export const coursesProjection: Projection = projectionOf(coursesReadModel);

const toView = (row: { id: string; course: CourseSnapshot }): CourseView => ({ id: row.id, ...row.course });

/** Active courses, newest first, in the list shape of docs/architecture.md §4 (without the page links). */
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
  const { rows } = await db.query<{ id: string; course: CourseSnapshot }>(
    'SELECT id, course FROM courses WHERE id = $1',
    [id],
  );
  return rows.length ? toView(rows[0]) : null;
}

export async function countCourses(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*) AS n FROM courses');
  return toNumber(rows[0].n);
}
