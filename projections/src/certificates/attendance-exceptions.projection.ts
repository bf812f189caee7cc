import type { AttendanceExceptionGranted } from '@portal/domain';
import type { Projection, RecordedEvent } from '@portal/event-store';

/**
 * `attendance_exceptions`: staff's exceptions to the absence rule, one per certificate, with the reason
 * and who granted it, for the staff app's override list. Inline (one certificate stream each).
 */
export const attendanceExceptionsProjection: Projection = {
  name: 'attendance_exceptions',
  eventTypes: ['AttendanceExceptionGranted'],
  tables: ['attendance_exceptions'],

  async createTables(tx, suffix = '') {
    await tx.query(`CREATE TABLE IF NOT EXISTS attendance_exceptions${suffix} (
      certificate_id text PRIMARY KEY,
      application_id text NOT NULL,
      user_id text NOT NULL,
      course_id text NOT NULL,
      reason text NOT NULL,
      granted_by text NOT NULL,
      granted_at timestamptz NOT NULL
    )`);
  },

  async createIndexes(tx, suffix = '') {
    await tx.query(
      `CREATE INDEX IF NOT EXISTS attendance_exceptions${suffix}_course ON attendance_exceptions${suffix} (course_id)`,
    );
  },

  async apply(tx, events, suffix = '') {
    for (const event of events as Array<RecordedEvent & AttendanceExceptionGranted>) {
      const d = event.data;
      await tx.query(
        `INSERT INTO attendance_exceptions${suffix}
           (certificate_id, application_id, user_id, course_id, reason, granted_by, granted_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (certificate_id) DO NOTHING`,
        [d.certificateId, d.applicationId, d.userId, d.courseId, d.reason, event.metadata.actor, d.grantedAt],
      );
    }
  },
};
