import {
  type ApplicationRole,
  type ApplicationStatus,
  type CourseView,
  type Seniority,
  seasonIdForNumber,
} from '@portal/contracts';
import type { ApplicationEvent, CourseSnapshot } from '@portal/domain';
import { type Projection, type Queryable, type ReadModel, projectionOf } from '@portal/event-store';
import { erasable } from '../personal-data/erasable';

/**
 * `applications`: one row per live application, for the applicant's list, the forms, eligibility and
 * the logistics rules. Inline (one stream each), so an applicant sees their submit at once. A withdrawn
 * application's row is deleted (the spec's table removes it). Holds plain copies of the free texts.
 */
export const applicationsReadModel: ReadModel<ApplicationRow, ApplicationEvent> = {
  name: 'applications',
  eventTypes: [
    'ApplicationSubmitted',
    'ApplicationUpdated',
    'ApplicationWithdrawn',
    'EnrollmentWishSet',
    'ApplicationStatusChanged',
    'OfferMade',
    'ApplicationDecided',
    'OfferExpired',
    'OfferDeclined',
    'FeeWaived',
    'PaymentReceived',
    'TaAgreementSigned',
    'PodAssigned',
    'MentorAssigned',
    'DroppedOut',
  ],
  table: {
    name: 'applications',
    key: 'id',
    columns: {
      id: 'text PRIMARY KEY',
      user_id: 'text NOT NULL',
      course_id: 'text NOT NULL',
      role: 'text NOT NULL',
      season: 'int NOT NULL',
      season_id: 'text NOT NULL',
      status: 'text NOT NULL',
      wants_to_enroll: 'boolean NOT NULL',
      seniority: 'text',
      form: 'jsonb NOT NULL',
      personal: 'jsonb NOT NULL',
      submitted_at: 'timestamptz NOT NULL',
      updated_at: 'timestamptz NOT NULL',
      /** When the status last changed: a waitlisted application's waitlist decision, for its place in line. */
      status_since: 'timestamptz NOT NULL',
    },
    // course_status: the places a course's role holds and its waitlist in order (course-places-queries.ts).
    indexes: {
      user: '(user_id, submitted_at DESC)',
      course_status: '(course_id, role, status, status_since)',
      // The season dashboard's counts, one season's rows of many years'.
      season_status: '(season_id, status)',
    },
  },
  keyOf: (event) => event.data.applicationId,
  singleStream: true,

  fold(row, event) {
    // Every event but the submission changes a live application, and stamps the change.
    const set = (changes: Partial<ApplicationRow>) => row && { ...row, ...changes, updated_at: event.recordedAt };
    const setStatus = (status: ApplicationStatus, changes: Partial<ApplicationRow> = {}) =>
      row && { ...row, ...changes, status, status_since: event.recordedAt, updated_at: event.recordedAt };
    switch (event.type) {
      case 'ApplicationSubmitted': {
        const d = event.data;
        // An erased applicant's texts replay as null (their key is gone): nothing left, an empty record.
        const personal = erasable(d.personal);
        return (
          row ?? {
            id: d.applicationId,
            user_id: d.userId,
            course_id: d.courseId,
            role: d.role,
            season: d.season,
            season_id: d.seasonId ?? seasonIdForNumber(d.season),
            status: 'applied',
            wants_to_enroll: false,
            seniority: d.seniority,
            form: d.form,
            personal: personal ?? {},
            submitted_at: new Date(d.submittedAt),
            updated_at: new Date(d.submittedAt),
            status_since: new Date(d.submittedAt),
          }
        );
      }
      case 'ApplicationUpdated': {
        const personal = erasable(event.data.personal);
        return set({ seniority: event.data.seniority, form: event.data.form, personal: personal ?? {} });
      }
      case 'ApplicationWithdrawn':
        return null;
      case 'EnrollmentWishSet':
      case 'TaAgreementSigned':
        return set({ wants_to_enroll: true });
      case 'ApplicationStatusChanged':
      case 'ApplicationDecided':
        return setStatus(event.data.status);
      case 'OfferMade':
        return setStatus('accepted');
      case 'OfferExpired':
      case 'OfferDeclined':
        return setStatus('declined');
      case 'FeeWaived':
        return setStatus('waived_fee', { wants_to_enroll: true });
      case 'PaymentReceived':
        return event.data.settlesFee ? setStatus('paid', { wants_to_enroll: true }) : row;
      case 'PodAssigned':
      case 'MentorAssigned':
        return setStatus('matched');
      case 'DroppedOut':
        return setStatus('dropped_out');
      default:
        return row;
    }
  },
};

export const applicationsProjection: Projection = projectionOf(applicationsReadModel);

export interface ApplicationRow extends Record<string, unknown> {
  id: string;
  user_id: string;
  course_id: string;
  role: ApplicationRole;
  season: number;
  season_id: string;
  status: ApplicationStatus;
  wants_to_enroll: boolean;
  seniority: Seniority | null;
  form: Record<string, unknown>;
  personal: Record<string, unknown>;
  submitted_at: Date;
  updated_at: Date;
  status_since: Date;
}

/** An application with the course it is for, as the applicant's views need them together. */
export type ApplicationWithCourse = ApplicationRow & { course: CourseView };

const WITH_COURSE = `SELECT a.*, c.id AS c_id, c.course AS c_course FROM applications a JOIN courses c ON c.id = a.course_id`;
const withCourse = ({
  c_id,
  c_course,
  ...row
}: ApplicationRow & { c_id: string; c_course: CourseSnapshot }): ApplicationWithCourse => ({
  ...row,
  course: { id: c_id, ...c_course },
});

/** The applicant's own application; another applicant's id finds nothing (the API answers 404). */
export async function findOwnApplication(
  db: Queryable,
  userId: string,
  id: string,
): Promise<ApplicationWithCourse | null> {
  const { rows } = await db.query<ApplicationRow & { c_id: string; c_course: CourseSnapshot }>(
    `${WITH_COURSE} WHERE a.id = $1 AND a.user_id = $2`,
    [id, userId],
  );
  return rows.length ? withCourse(rows[0]) : null;
}

/** The applicant's live applications, newest first. */
export async function listApplicationsOfUser(db: Queryable, userId: string): Promise<ApplicationWithCourse[]> {
  const { rows } = await db.query<ApplicationRow & { c_id: string; c_course: CourseSnapshot }>(
    `${WITH_COURSE} WHERE a.user_id = $1 ORDER BY a.submitted_at DESC, a.id`,
    [userId],
  );
  return rows.map(withCourse);
}

/** Any applicant's application (staff routes, jobs, the fee); the applicant's own routes use findOwnApplication. */
export async function findApplication(db: Queryable, id: string): Promise<ApplicationWithCourse | null> {
  const { rows } = await db.query<ApplicationRow & { c_id: string; c_course: CourseSnapshot }>(
    `${WITH_COURSE} WHERE a.id = $1`,
    [id],
  );
  return rows.length ? withCourse(rows[0]) : null;
}
