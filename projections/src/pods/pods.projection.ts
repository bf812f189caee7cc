import { type PodEvent, type PodMembershipChanged, derivedId } from '@portal/domain';
import type { Projection, Queryable, RecordedEvent } from '@portal/event-store';

/**
 * `pods`, `pod_members` and `pod_attendance`: the pods as their members and TAs read them. Inline (one
 * pod stream each), so a TA sees the attendance they just recorded. Attendance rows exist from the
 * pod's forming, one per student per course weekday, present (1) until the TA records otherwise.
 */
export const podsProjection: Projection = {
  name: 'pods',
  eventTypes: ['PodFormed', 'PodMeetingSet', 'AttendanceRecorded', 'CompletionMarked', 'PodMembershipChanged'],
  tables: ['pods', 'pod_members', 'pod_attendance'],

  async createTables(tx, suffix = '') {
    await tx.query(`CREATE TABLE IF NOT EXISTS pods${suffix} (
      id text PRIMARY KEY,
      course_id text NOT NULL,
      proposal_id text NOT NULL,
      name text NOT NULL,
      time_slot int NOT NULL,
      language text NOT NULL,
      low_fi boolean NOT NULL,
      dataset text NOT NULL,
      second_dataset text,
      megapod_key text NOT NULL,
      megapod_name text NOT NULL,
      days jsonb NOT NULL,
      meeting jsonb,
      formed_at timestamptz NOT NULL
    )`);
    await tx.query(`CREATE TABLE IF NOT EXISTS pod_members${suffix} (
      pod_id text NOT NULL,
      application_id text NOT NULL,
      user_id text NOT NULL,
      role text NOT NULL,
      completed_course boolean,
      completed_project boolean,
      PRIMARY KEY (pod_id, application_id, role)
    )`);
    await tx.query(`CREATE TABLE IF NOT EXISTS pod_attendance${suffix} (
      id text PRIMARY KEY,
      pod_id text NOT NULL,
      application_id text NOT NULL,
      day date NOT NULL,
      percentage double precision NOT NULL,
      project_percentage double precision NOT NULL
    )`);
  },

  async createIndexes(tx, suffix = '') {
    await tx.query(`CREATE INDEX IF NOT EXISTS pods${suffix}_megapod ON pods${suffix} (course_id, megapod_key)`);
    await tx.query(`CREATE INDEX IF NOT EXISTS pod_members${suffix}_user ON pod_members${suffix} (user_id)`);
    await tx.query(
      `CREATE INDEX IF NOT EXISTS pod_attendance${suffix}_pod ON pod_attendance${suffix} (pod_id, application_id, day)`,
    );
  },

  async apply(tx, events, suffix = '') {
    for (const event of events as Array<RecordedEvent & PodEvent>) await applyOne(tx, suffix, event);
  },
};

/** The id of a student's attendance record for a day: the same in every replay. */
export const attendanceRecordId = (podId: string, applicationId: string, day: string): string =>
  derivedId('attendance', podId, applicationId, day);

async function applyOne(tx: Queryable, suffix: string, event: RecordedEvent & PodEvent): Promise<void> {
  switch (event.type) {
    case 'PodFormed': {
      const d = event.data;
      await tx.query(
        `INSERT INTO pods${suffix} (id, course_id, proposal_id, name, time_slot, language, low_fi, dataset,
           second_dataset, megapod_key, megapod_name, days, formed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) ON CONFLICT (id) DO NOTHING`,
        [
          d.podId,
          d.courseId,
          d.proposalId,
          d.name,
          d.timeSlot,
          d.language,
          d.lowFi,
          d.dataSet,
          d.secondDataSet,
          d.megapod.key,
          d.megapod.name,
          JSON.stringify(d.days),
          d.formedAt,
        ],
      );
      const members = [
        { ...d.ta, role: 'ta' },
        ...(d.projectTa ? [{ ...d.projectTa, role: 'project_ta' }] : []),
        ...(d.leadTa ? [{ ...d.leadTa, role: 'lead_ta' }] : []),
        ...d.students.map((student) => ({ ...student, role: 'student' })),
      ];
      await tx.query(
        `INSERT INTO pod_members${suffix} (pod_id, application_id, user_id, role)
         SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[]) ON CONFLICT DO NOTHING`,
        [d.podId, members.map((m) => m.applicationId), members.map((m) => m.userId), members.map((m) => m.role)],
      );
      const cells = d.students.flatMap((student) => d.days.map((day) => ({ student, day })));
      await tx.query(
        `INSERT INTO pod_attendance${suffix} (id, pod_id, application_id, day, percentage, project_percentage)
         SELECT id, $1, application_id, day::date, 1, 1 FROM unnest($2::text[], $3::text[], $4::text[])
           AS cell(id, application_id, day) ON CONFLICT (id) DO NOTHING`,
        [
          d.podId,
          cells.map(({ student, day }) => attendanceRecordId(d.podId, student.applicationId, day)),
          cells.map(({ student }) => student.applicationId),
          cells.map(({ day }) => day),
        ],
      );
      return;
    }
    case 'PodMeetingSet': {
      const { podId, setAt: _setAt, ...meeting } = event.data;
      await tx.query(`UPDATE pods${suffix} SET meeting = $2 WHERE id = $1`, [podId, JSON.stringify(meeting)]);
      return;
    }
    case 'AttendanceRecorded': {
      const d = event.data;
      await tx.query(`UPDATE pod_attendance${suffix} SET percentage = $2, project_percentage = $3 WHERE id = $1`, [
        d.recordId,
        d.percentage,
        d.projectPercentage,
      ]);
      return;
    }
    case 'PodMembershipChanged':
      return changeMembers(tx, suffix, event.data);
    case 'CompletionMarked': {
      const d = event.data;
      await tx.query(
        `UPDATE pod_members${suffix} SET completed_course = $3, completed_project = $4
          WHERE pod_id = $1 AND application_id = $2 AND role = 'student'`,
        [d.podId, d.applicationId, d.completedCourse, d.completedProject],
      );
      return;
    }
  }
}

/**
 * A rematch's new members: those who left lose their rows and attendance, those who came get rows and
 * attendance (present) for the pod's days; those who stay keep their marks. A closed pod leaves the
 * read models altogether (its stream keeps its history).
 */
async function changeMembers(tx: Queryable, suffix: string, d: PodMembershipChanged['data']): Promise<void> {
  if (d.closed || !d.ta) {
    for (const table of ['pod_attendance', 'pod_members'])
      await tx.query(`DELETE FROM ${table}${suffix} WHERE pod_id = $1`, [d.podId]);
    await tx.query(`DELETE FROM pods${suffix} WHERE id = $1`, [d.podId]);
    return;
  }
  const members = [
    { ...d.ta, role: 'ta' },
    ...(d.projectTa ? [{ ...d.projectTa, role: 'project_ta' }] : []),
    ...(d.leadTa ? [{ ...d.leadTa, role: 'lead_ta' }] : []),
    ...d.students.map((student) => ({ ...student, role: 'student' })),
  ];
  const keys = members.map((m) => `${m.applicationId}/${m.role}`);
  await tx.query(
    `DELETE FROM pod_members${suffix} WHERE pod_id = $1 AND NOT (application_id || '/' || role = ANY($2::text[]))`,
    [d.podId, keys],
  );
  await tx.query(
    `INSERT INTO pod_members${suffix} (pod_id, application_id, user_id, role)
     SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[]) ON CONFLICT DO NOTHING`,
    [d.podId, members.map((m) => m.applicationId), members.map((m) => m.userId), members.map((m) => m.role)],
  );
  const students = d.students.map((student) => student.applicationId);
  await tx.query(`DELETE FROM pod_attendance${suffix} WHERE pod_id = $1 AND NOT (application_id = ANY($2::text[]))`, [
    d.podId,
    students,
  ]);
  const { rows } = await tx.query<{ days: string[] }>(`SELECT days FROM pods${suffix} WHERE id = $1`, [d.podId]);
  const days = rows[0]?.days ?? [];
  const cells = students.flatMap((applicationId) => days.map((day) => ({ applicationId, day })));
  await tx.query(
    `INSERT INTO pod_attendance${suffix} (id, pod_id, application_id, day, percentage, project_percentage)
     SELECT id, $1, application_id, day::date, 1, 1 FROM unnest($2::text[], $3::text[], $4::text[])
       AS cell(id, application_id, day) ON CONFLICT (id) DO NOTHING`,
    [
      d.podId,
      cells.map(({ applicationId, day }) => attendanceRecordId(d.podId, applicationId, day)),
      cells.map(({ applicationId }) => applicationId),
      cells.map(({ day }) => day),
    ],
  );
}
