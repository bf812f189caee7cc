import type { ApplicationRole, ApplicationStatus, CourseView, Seniority } from '@portal/contracts';
import type { ApplicationEvent, CourseSnapshot } from '@portal/domain';
import type { Projection, Queryable, RecordedEvent } from '@portal/event-store';

/**
 * `applications`: one row per live application, for the applicant's list, the forms, eligibility and
 * the logistics rules. Inline (one stream each), so an applicant sees their submit at once. A withdrawn
 * application's row is deleted (the spec's table removes it). Holds plain copies of the free texts.
 */
export const applicationsProjection: Projection = {
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
  tables: ['applications'],

  async createTables(tx, suffix = '') {
    await tx.query(`CREATE TABLE IF NOT EXISTS applications${suffix} (
      id text PRIMARY KEY,
      user_id text NOT NULL,
      course_id text NOT NULL,
      role text NOT NULL,
      season int NOT NULL,
      status text NOT NULL,
      wants_to_enroll boolean NOT NULL,
      seniority text,
      form jsonb NOT NULL,
      personal jsonb NOT NULL,
      submitted_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    )`);
  },

  async createIndexes(tx, suffix = '') {
    await tx.query(
      `CREATE INDEX IF NOT EXISTS applications${suffix}_user ON applications${suffix} (user_id, submitted_at DESC)`,
    );
  },

  async apply(tx, events, suffix = '') {
    for (const event of events as Array<RecordedEvent & ApplicationEvent>)
      await applyOne(tx, `applications${suffix}`, event);
  },
};

async function applyOne(tx: Queryable, table: string, event: RecordedEvent & ApplicationEvent): Promise<void> {
  const set = (assignments: string, values: unknown[]) =>
    tx.query(`UPDATE ${table} SET ${assignments}, updated_at = $2 WHERE id = $1`, [
      event.data.applicationId,
      event.recordedAt,
      ...values,
    ]);
  switch (event.type) {
    case 'ApplicationSubmitted': {
      const d = event.data;
      await tx.query(
        `INSERT INTO ${table} (id, user_id, course_id, role, season, status, wants_to_enroll, seniority, form, personal, submitted_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, 'applied', false, $6, $7, $8, $9, $9) ON CONFLICT (id) DO NOTHING`,
        [
          d.applicationId,
          d.userId,
          d.courseId,
          d.role,
          d.season,
          d.seniority,
          JSON.stringify(d.form),
          // An erased applicant's texts replay as null (their key is gone): nothing left, an empty record.
          JSON.stringify(d.personal ?? {}),
          d.submittedAt,
        ],
      );
      return;
    }
    case 'ApplicationUpdated':
      return void (await set('seniority = $3, form = $4, personal = $5', [
        event.data.seniority,
        JSON.stringify(event.data.form),
        JSON.stringify(event.data.personal ?? {}),
      ]));
    case 'ApplicationWithdrawn':
      return void (await tx.query(`DELETE FROM ${table} WHERE id = $1`, [event.data.applicationId]));
    case 'EnrollmentWishSet':
      return void (await set('wants_to_enroll = true', []));
    case 'ApplicationStatusChanged':
    case 'ApplicationDecided':
      return void (await set('status = $3', [event.data.status]));
    case 'OfferMade':
      return void (await set("status = 'accepted'", []));
    case 'DroppedOut':
      return void (await set("status = 'dropped_out'", []));
    case 'OfferExpired':
    case 'OfferDeclined':
      return void (await set("status = 'declined'", []));
    case 'FeeWaived':
      return void (await set("status = 'waived_fee', wants_to_enroll = true", []));
    case 'PaymentReceived':
      if (!event.data.settlesFee) return;
      return void (await set("status = 'paid', wants_to_enroll = true", []));
    case 'TaAgreementSigned':
      return void (await set('wants_to_enroll = true', []));
    case 'PodAssigned':
    case 'MentorAssigned':
      return void (await set("status = 'matched'", []));
    default:
      return;
  }
}

export interface ApplicationRow {
  id: string;
  user_id: string;
  course_id: string;
  role: ApplicationRole;
  season: number;
  status: ApplicationStatus;
  wants_to_enroll: boolean;
  seniority: Seniority | null;
  form: Record<string, unknown>;
  personal: Record<string, unknown>;
  submitted_at: Date;
  updated_at: Date;
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
