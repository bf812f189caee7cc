import type { TimeSlot } from '@portal/contracts';
import type { Queryable } from '@portal/event-store';

export interface PodMeeting {
  meetingLink: string | null;
  claimHostKey: string | null;
  loginEmail: string | null;
  emailPassword: string | null;
  transcripts: boolean;
}

export interface PodRow {
  id: string;
  course_id: string;
  name: string;
  time_slot: TimeSlot;
  language: string;
  low_fi: boolean;
  dataset: string;
  second_dataset: string | null;
  megapod_key: string;
  megapod_name: string;
  days: string[];
  meeting: PodMeeting | null;
}

export type PodMemberRole = 'ta' | 'project_ta' | 'lead_ta' | 'student';

export interface PodMemberRow {
  application_id: string;
  user_id: string;
  role: PodMemberRole;
  completed_course: boolean | null;
  completed_project: boolean | null;
  first_name: string;
  last_name: string;
  email: string;
  profile_image: string | null;
  /** The member's application status (`applications`): a drop-out stays on the pod until a rematch. */
  application_status: string | null;
}

export interface AttendanceRow {
  id: string;
  application_id: string;
  day: string;
  percentage: number;
  project_percentage: number;
}

export async function findPodRows(db: Queryable, ids: string[]): Promise<PodRow[]> {
  const { rows } = await db.query<PodRow>(
    `SELECT id, course_id, name, time_slot, language, low_fi, dataset, second_dataset, megapod_key, megapod_name,
            days, meeting
       FROM pods WHERE id = ANY($1::text[]) ORDER BY name`,
    [ids],
  );
  return rows;
}

/** The ids of a course's pods. */
export async function podIdsOfCourse(db: Queryable, courseId: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM pods WHERE course_id = $1', [courseId]);
  return rows.map((row) => row.id);
}

/** The pod a student's application is on, or null before matching (or after they left). */
export async function studentPodOf(db: Queryable, applicationId: string): Promise<string | null> {
  const { rows } = await db.query<{ pod_id: string }>(
    "SELECT pod_id FROM pod_members WHERE application_id = $1 AND role = 'student'",
    [applicationId],
  );
  return rows.at(0)?.pod_id ?? null;
}

/**
 * The people on these pods with their names and application status, in a stable order (TAs first,
 * then students by name).
 */
export async function podMembers(db: Queryable, podIds: string[]): Promise<Array<PodMemberRow & { pod_id: string }>> {
  const { rows } = await db.query<PodMemberRow & { pod_id: string }>(
    `SELECT m.pod_id, m.application_id, m.user_id, m.role, m.completed_course, m.completed_project,
            u.first_name, u.last_name, u.email, u.profile_image, a.status AS application_status
       FROM pod_members m JOIN users u ON u.id = m.user_id
       LEFT JOIN applications a ON a.id = m.application_id
      WHERE m.pod_id = ANY($1::text[])
      ORDER BY m.pod_id, m.role <> 'ta', m.role, u.first_name, u.last_name, m.application_id`,
    [podIds],
  );
  return rows;
}

/** Every pod a person is on, with their role there. */
export async function podRolesOfUser(
  db: Queryable,
  userId: string,
): Promise<Array<{ pod_id: string; role: PodMemberRole }>> {
  const { rows } = await db.query<{ pod_id: string; role: PodMemberRole }>(
    'SELECT pod_id, role FROM pod_members WHERE user_id = $1',
    [userId],
  );
  return rows;
}

/** The pods of one megapod with their regular TA's name and email (spec 2 §3 "megapod_pods"). */
export async function megapodPods(db: Queryable, courseId: string, megapodKey: string) {
  const { rows } = await db.query<{
    id: string;
    name: string;
    language: string;
    time_slot: TimeSlot;
    first_name: string | null;
    last_name: string | null;
    email: string | null;
  }>(
    `SELECT p.id, p.name, p.language, p.time_slot, u.first_name, u.last_name, u.email
       FROM pods p
       LEFT JOIN pod_members m ON m.pod_id = p.id AND m.role = 'ta'
       LEFT JOIN users u ON u.id = m.user_id
      WHERE p.course_id = $1 AND p.megapod_key = $2 ORDER BY p.name`,
    [courseId, megapodKey],
  );
  return rows;
}

export async function podAttendance(db: Queryable, podId: string): Promise<AttendanceRow[]> {
  const { rows } = await db.query<AttendanceRow>(
    `SELECT id, application_id, to_char(day, 'YYYY-MM-DD') AS day, percentage, project_percentage
       FROM pod_attendance WHERE pod_id = $1 ORDER BY application_id, day`,
    [podId],
  );
  return rows;
}

export async function findAttendanceRecord(
  db: Queryable,
  id: string,
): Promise<{ pod_id: string; application_id: string; day: string } | null> {
  const { rows } = await db.query<{ pod_id: string; application_id: string; day: string }>(
    `SELECT pod_id, application_id, to_char(day, 'YYYY-MM-DD') AS day FROM pod_attendance WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}
