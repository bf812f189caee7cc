import type { Logistic, Seniority, TimeSlot } from '@portal/contracts';
import type { MentorCandidate, MentorRoundInput, MentorRoundPod } from '@portal/domain';
import type { Queryable } from '@portal/event-store';

const strings = (...values: unknown[]): string[] => [
  ...new Set(values.filter((value): value is string => typeof value === 'string' && value.length > 0)),
];

/** Every slot the mentor's logistics name (preferred and second preferred are possible too). */
const slotsOf = (logistic: Logistic | null): TimeSlot[] =>
  logistic
    ? [
        ...new Set(
          [logistic.preferred_time_slot, logistic.second_preferred_time_slot, ...logistic.possible_time_slots].filter(
            (slot): slot is TimeSlot => typeof slot === 'number',
          ),
        ),
      ]
    : [];

async function formedPods(db: Queryable, courseId: string): Promise<MentorRoundPod[]> {
  const { rows } = await db.query<{
    id: string;
    name: string;
    time_slot: TimeSlot;
    language: string;
    dataset: string;
    second_dataset: string | null;
    students: Array<{ id: string; seniority: Seniority | null; data_set: unknown; second_data_set: unknown }>;
  }>(
    `SELECT p.id, p.name, p.time_slot, p.language, p.dataset, p.second_dataset,
            COALESCE((SELECT json_agg(json_build_object('id', a.id, 'seniority', a.seniority,
                        'data_set', a.form->'data_set', 'second_data_set', a.form->'second_data_set')
                        ORDER BY a.submitted_at, a.id)
                        FROM pod_members m JOIN applications a ON a.id = m.application_id
                       WHERE m.pod_id = p.id AND m.role = 'student'), '[]') AS students
       FROM pods p WHERE p.course_id = $1 ORDER BY p.name, p.id`,
    [courseId],
  );
  return rows.map((row) => ({
    podId: row.id,
    name: row.name,
    timeSlot: row.time_slot,
    language: row.language,
    dataSet: row.dataset,
    secondDataSet: row.second_dataset,
    students: row.students.map((student) => ({
      id: student.id,
      seniority: student.seniority,
      dataSets: strings(student.data_set, student.second_data_set),
    })),
  }));
}

async function approvedMentors(db: Queryable, courseId: string): Promise<MentorCandidate[]> {
  const { rows } = await db.query<{ id: string; form: Record<string, unknown>; logistic: Logistic | null }>(
    `SELECT a.id, a.form, p.logistic FROM applications a LEFT JOIN user_profiles p ON p.user_id = a.user_id
      WHERE a.course_id = $1 AND a.role = 'mentor' AND a.status = 'approved' ORDER BY a.submitted_at, a.id`,
    [courseId],
  );
  return rows.map((row) => ({
    id: row.id,
    maxGroups: Number(row.form.groups_mentor_during_count) || 1,
    slots: slotsOf(row.logistic),
    languages: row.logistic ? strings(row.logistic.preferred_language, ...row.logistic.possible_languages) : [],
    dataSets: strings(row.form.comfortable_data_set, row.form.alternative_data_set),
  }));
}

/** The mentor round's input from the read models: the course's formed pods and its approved mentors. */
export async function mentorRoundInputFor(db: Queryable, courseId: string): Promise<MentorRoundInput> {
  const [pods, mentors] = await Promise.all([formedPods(db, courseId), approvedMentors(db, courseId)]);
  return { pods, mentors };
}
