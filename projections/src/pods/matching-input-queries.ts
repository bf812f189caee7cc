import type { Logistic, Seniority, TimeSlot } from '@portal/contracts';
import type { Queryable } from '@portal/event-store';

/** One applicant a matching may place, with their answers, logistics and (for a TA) their enrolment. */
export interface MatchingCandidateRow {
  id: string;
  role: 'student' | 'ta';
  seniority: Seniority | null;
  form: Record<string, unknown>;
  logistic: Logistic | null;
  ta_for: 'regular_TA' | 'project_TA' | null;
  selected_as_lead_ta: boolean | null;
}

/** A course's students and TAs whose status is among `statuses` (per role), in the order they applied. */
export async function matchingCandidates(
  db: Queryable,
  courseId: string,
  statuses: { student: string[]; ta: string[] },
): Promise<MatchingCandidateRow[]> {
  const { rows } = await db.query<MatchingCandidateRow>(
    `SELECT a.id, a.role, a.seniority, a.form, p.logistic, e.ta_for, e.selected_as_lead_ta
       FROM applications a
       LEFT JOIN user_profiles p ON p.user_id = a.user_id
       LEFT JOIN enrollments e ON e.application_id = a.id
      WHERE a.course_id = $1
        AND ((a.role = 'student' AND a.status = ANY($2::text[])) OR (a.role = 'ta' AND a.status = ANY($3::text[])))
      ORDER BY a.submitted_at, a.id`,
    [courseId, statuses.student, statuses.ta],
  );
  return rows;
}

export interface PodWithMembersRow {
  id: string;
  name: string;
  time_slot: TimeSlot;
  language: string;
  low_fi: boolean;
  dataset: string;
  megapod_key: string;
  megapod_name: string;
  members: Array<{ application_id: string; role: string }>;
}

/** A course's formed pods with every member's application and role (what a rematch starts from). */
export async function podsWithMembers(db: Queryable, courseId: string): Promise<PodWithMembersRow[]> {
  const { rows } = await db.query<PodWithMembersRow>(
    `SELECT p.id, p.name, p.time_slot, p.language, p.low_fi, p.dataset, p.megapod_key, p.megapod_name,
            coalesce(json_agg(json_build_object('application_id', m.application_id, 'role', m.role)
              ORDER BY m.application_id) FILTER (WHERE m.pod_id IS NOT NULL), '[]') AS members
       FROM pods p LEFT JOIN pod_members m ON m.pod_id = p.id
      WHERE p.course_id = $1
      GROUP BY p.id ORDER BY p.id`,
    [courseId],
  );
  return rows;
}

export interface PodWithStudentsRow {
  id: string;
  name: string;
  time_slot: TimeSlot;
  language: string;
  dataset: string;
  second_dataset: string | null;
  students: Array<{ id: string; seniority: Seniority | null; data_set: unknown; second_data_set: unknown }>;
}

/** A course's formed pods with their students' seniority and data sets (what a mentor round starts from). */
export async function podsWithStudents(db: Queryable, courseId: string): Promise<PodWithStudentsRow[]> {
  const { rows } = await db.query<PodWithStudentsRow>(
    `SELECT p.id, p.name, p.time_slot, p.language, p.dataset, p.second_dataset,
            COALESCE((SELECT json_agg(json_build_object('id', a.id, 'seniority', a.seniority,
                        'data_set', a.form->'data_set', 'second_data_set', a.form->'second_data_set')
                        ORDER BY a.submitted_at, a.id)
                        FROM pod_members m JOIN applications a ON a.id = m.application_id
                       WHERE m.pod_id = p.id AND m.role = 'student'), '[]') AS students
       FROM pods p WHERE p.course_id = $1 ORDER BY p.name, p.id`,
    [courseId],
  );
  return rows;
}

/** A course's approved mentors with their answers and logistics, in the order they applied. */
export async function approvedMentors(
  db: Queryable,
  courseId: string,
): Promise<Array<{ id: string; form: Record<string, unknown>; logistic: Logistic | null }>> {
  const { rows } = await db.query<{ id: string; form: Record<string, unknown>; logistic: Logistic | null }>(
    `SELECT a.id, a.form, p.logistic FROM applications a LEFT JOIN user_profiles p ON p.user_id = a.user_id
      WHERE a.course_id = $1 AND a.role = 'mentor' AND a.status = 'approved' ORDER BY a.submitted_at, a.id`,
    [courseId],
  );
  return rows;
}
