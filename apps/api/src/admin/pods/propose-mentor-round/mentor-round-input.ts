import type { Logistic, TimeSlot } from '@portal/contracts';
import { type MentorCandidate, type MentorRoundInput, type MentorRoundPod, dataSetNamesOf } from '@portal/domain';
import type { Queryable } from '@portal/event-store';
import { approvedMentors, findCourse, podsWithStudents } from '@portal/projections';

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
  const rows = await podsWithStudents(db, courseId);
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

async function mentorCandidates(db: Queryable, courseId: string): Promise<MentorCandidate[]> {
  const rows = await approvedMentors(db, courseId);
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
  const [pods, mentors, course] = await Promise.all([
    formedPods(db, courseId),
    mentorCandidates(db, courseId),
    findCourse(db, courseId),
  ]);
  return { pods, mentors, dataSetNames: dataSetNamesOf(course?.data_sets ?? []) };
}
