import type { CourseContentSet, CourseContentUnlocked, MediaFile } from '@portal/domain';
import type { Projection, Queryable, RecordedEvent } from '@portal/event-store';

/**
 * `course_content` (each course's files and password hash) and `content_access` (who unlocked which
 * course with the password). Inline: the file list is there right after the password is accepted.
 */
export const courseContentProjection: Projection = {
  name: 'course_content',
  eventTypes: ['CourseContentSet', 'CourseContentUnlocked'],
  tables: ['course_content', 'content_access'],

  async createTables(tx, suffix = '') {
    await tx.query(`CREATE TABLE IF NOT EXISTS course_content${suffix} (
      course_id text PRIMARY KEY,
      files jsonb NOT NULL,
      password_hash text
    )`);
    await tx.query(`CREATE TABLE IF NOT EXISTS content_access${suffix} (
      user_id text NOT NULL,
      course_id text NOT NULL,
      unlocked_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, course_id)
    )`);
  },

  async apply(tx, events, suffix = '') {
    for (const event of events as Array<RecordedEvent & (CourseContentSet | CourseContentUnlocked)>) {
      if (event.type === 'CourseContentSet') {
        const { courseId, files, passwordHash } = event.data;
        await tx.query(
          `INSERT INTO course_content${suffix} (course_id, files, password_hash) VALUES ($1, $2, $3)
           ON CONFLICT (course_id) DO UPDATE SET files = $2,
             password_hash = coalesce($3, course_content${suffix}.password_hash)`,
          [courseId, JSON.stringify(files), passwordHash],
        );
      } else {
        const { userId, courseId, unlockedAt } = event.data;
        await tx.query(
          `INSERT INTO content_access${suffix} (user_id, course_id, unlocked_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
          [userId, courseId, unlockedAt],
        );
      }
    }
  },
};

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
  return rows[0] ?? null;
}
