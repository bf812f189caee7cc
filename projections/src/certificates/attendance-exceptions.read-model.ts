import type { AttendanceExceptionGranted } from '@portal/domain';
import { type Projection, type ReadModel, projectionOf } from '@portal/event-store';

export interface AttendanceExceptionRow extends Record<string, unknown> {
  certificate_id: string;
  application_id: string;
  user_id: string;
  course_id: string;
  reason: string;
  /** The staff member who granted it (the event's actor). */
  granted_by: string;
  granted_at: Date;
}

/**
 * `attendance_exceptions`: staff's exceptions to the absence rule, one per certificate, with the reason
 * and who granted it, for the staff app's override list. Inline (one certificate stream each). The
 * first grant stands: a later one changes nothing here.
 */
export const attendanceExceptionsReadModel: ReadModel<AttendanceExceptionRow, AttendanceExceptionGranted> = {
  name: 'attendance_exceptions',
  eventTypes: ['AttendanceExceptionGranted'],
  table: {
    name: 'attendance_exceptions',
    key: 'certificate_id',
    columns: {
      certificate_id: 'text PRIMARY KEY',
      application_id: 'text NOT NULL',
      user_id: 'text NOT NULL',
      course_id: 'text NOT NULL',
      reason: 'text NOT NULL',
      granted_by: 'text NOT NULL',
      granted_at: 'timestamptz NOT NULL',
    },
    indexes: { course: '(course_id)' },
  },
  keyOf: (event) => event.data.certificateId,
  singleStream: true,

  fold(row, { data, metadata }) {
    return (
      row ?? {
        certificate_id: data.certificateId,
        application_id: data.applicationId,
        user_id: data.userId,
        course_id: data.courseId,
        reason: data.reason,
        granted_by: metadata.actor,
        granted_at: new Date(data.grantedAt),
      }
    );
  },
};

export const attendanceExceptionsProjection: Projection = projectionOf(attendanceExceptionsReadModel);
