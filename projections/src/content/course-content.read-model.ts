import type { CourseContentSet, CourseContentUnlocked, MediaFile } from '@portal/domain';
import {
  type Projection,
  type Queryable,
  type ReadModel,
  type RowSetReadModel,
  projectionOf,
} from '@portal/event-store';

export interface CourseContentRecord extends Record<string, unknown> {
  course_id: string;
  files: MediaFile[];
  password_hash: string | null;
}

export interface ContentAccessRecord extends Record<string, unknown> {
  user_id: string;
  course_id: string;
  unlocked_at: Date;
}

/**
 * `course_content`: each course's files and password hash (one stream per course); a change without a
 * password keeps the old one. Inline: the file list is there right after the password is accepted.
 */
export const courseContentReadModel: ReadModel<CourseContentRecord, CourseContentSet> = {
  name: 'course_content',
  eventTypes: ['CourseContentSet'],
  table: {
    name: 'course_content',
    key: 'course_id',
    columns: { course_id: 'text PRIMARY KEY', files: 'jsonb NOT NULL', password_hash: 'text' },
  },
  keyOf: (event) => event.data.courseId,
  singleStream: true,

  fold(row, event) {
    const { courseId, files, passwordHash } = event.data;
    return { course_id: courseId, files, password_hash: passwordHash ?? row?.password_hash ?? null };
  },
};

/** `content_access`: who unlocked which course with the password, grouped by person (one stream each). */
export const contentAccessReadModel: RowSetReadModel<{ content_access: ContentAccessRecord[] }, CourseContentUnlocked> =
  {
    name: 'content_access',
    eventTypes: ['CourseContentUnlocked'],
    tables: [
      {
        name: 'content_access',
        key: ['user_id', 'course_id'],
        group: 'user_id',
        columns: { user_id: 'text NOT NULL', course_id: 'text NOT NULL', unlocked_at: 'timestamptz NOT NULL' },
      },
    ],
    groupOf: (event) => event.data.userId,
    singleStream: true,

    fold(rows, event) {
      const { userId, courseId, unlockedAt } = event.data;
      if (rows.content_access.some((access) => access.course_id === courseId)) return rows;
      const unlocked = { user_id: userId, course_id: courseId, unlocked_at: new Date(unlockedAt) };
      return { content_access: [...rows.content_access, unlocked] };
    },
  };

export const courseContentProjection: Projection = projectionOf(courseContentReadModel);
export const contentAccessProjection: Projection = projectionOf(contentAccessReadModel);

/** The courses whose files a person may list: enrolled there (paid, waived, approved, matched) or unlocked. */
export async function mediaFilesFor(db: Queryable, userId: string) {
  const { rows } = await db.query<{ course_id: string; course_name: string; files: MediaFile[] }>(
    `SELECT c.course_id, k.name AS course_name, c.files
       FROM course_content c JOIN courses k ON k.id = c.course_id
      WHERE EXISTS (SELECT 1 FROM applications a WHERE a.user_id = $1 AND a.course_id = c.course_id
                      AND a.status IN ('paid', 'waived_fee', 'approved', 'matched'))
         OR EXISTS (SELECT 1 FROM content_access x WHERE x.user_id = $1 AND x.course_id = c.course_id)
      ORDER BY k.name`,
    [userId],
  );
  return rows;
}

/** Courses with a content password, for checking an entered one against each hash. */
export async function contentPasswordHashes(
  db: Queryable,
): Promise<Array<{ course_id: string; password_hash: string }>> {
  const { rows } = await db.query<{ course_id: string; password_hash: string }>(
    'SELECT course_id, password_hash FROM course_content WHERE password_hash IS NOT NULL ORDER BY course_id',
  );
  return rows;
}

export async function findCourseContent(db: Queryable, courseId: string) {
  const { rows } = await db.query<{ files: MediaFile[]; has_password: boolean }>(
    'SELECT files, password_hash IS NOT NULL AS has_password FROM course_content WHERE course_id = $1',
    [courseId],
  );
  return rows.at(0) ?? null;
}
