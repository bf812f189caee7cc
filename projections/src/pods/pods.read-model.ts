import { type PodDefinition, type PodEvent, type PodMember, derivedId } from '@portal/domain';
import { type Projection, type RowSetReadModel, projectionOf } from '@portal/event-store';
import type { PodMeeting, PodMemberRole } from './pod-queries';

export interface PodRecord extends Record<string, unknown> {
  id: string;
  course_id: string;
  proposal_id: string;
  name: string;
  time_slot: number;
  language: string;
  low_fi: boolean;
  dataset: string;
  second_dataset: string | null;
  megapod_key: string;
  megapod_name: string;
  days: string[];
  meeting: PodMeeting | null;
  formed_at: Date;
}

export interface PodMemberRecord extends Record<string, unknown> {
  pod_id: string;
  application_id: string;
  user_id: string;
  role: PodMemberRole;
  completed_course: boolean | null;
  completed_project: boolean | null;
}

export interface AttendanceRecord extends Record<string, unknown> {
  id: string;
  pod_id: string;
  application_id: string;
  day: string;
  percentage: number;
  project_percentage: number;
}

/** A pod's rows: itself (none once closed), its people, and its attendance cells. */
export type PodRows = {
  pods: PodRecord[];
  pod_members: PodMemberRecord[];
  pod_attendance: AttendanceRecord[];
};

/** The id of a student's attendance record for a day: the same in every replay. */
export const attendanceRecordId = (podId: string, applicationId: string, day: string): string =>
  derivedId('attendance', podId, applicationId, day);

const CLOSED: PodRows = { pods: [], pod_members: [], pod_attendance: [] };

/**
 * `pods`, `pod_members` and `pod_attendance`: the pods as their members and TAs read them, grouped by
 * pod (one stream each). Inline, so a TA sees the attendance they just recorded. Attendance cells exist
 * from the pod's forming, one per student per course weekday, present (1) until the TA records
 * otherwise. One model for the three tables: a student who joins in a rematch gets cells for the days
 * kept on the pod's row.
 */
export const podsReadModel: RowSetReadModel<PodRows, PodEvent> = {
  name: 'pods',
  eventTypes: ['PodFormed', 'PodMeetingSet', 'AttendanceRecorded', 'CompletionMarked', 'PodMembershipChanged'],
  tables: [
    {
      name: 'pods',
      key: 'id',
      group: 'id',
      columns: {
        id: 'text PRIMARY KEY',
        course_id: 'text NOT NULL',
        proposal_id: 'text NOT NULL',
        name: 'text NOT NULL',
        time_slot: 'int NOT NULL',
        language: 'text NOT NULL',
        low_fi: 'boolean NOT NULL',
        dataset: 'text NOT NULL',
        second_dataset: 'text',
        megapod_key: 'text NOT NULL',
        megapod_name: 'text NOT NULL',
        days: 'jsonb NOT NULL',
        meeting: 'jsonb',
        formed_at: 'timestamptz NOT NULL',
      },
      indexes: { megapod: '(course_id, megapod_key)' },
    },
    {
      name: 'pod_members',
      key: ['pod_id', 'application_id', 'role'],
      group: 'pod_id',
      columns: {
        pod_id: 'text NOT NULL',
        application_id: 'text NOT NULL',
        user_id: 'text NOT NULL',
        role: 'text NOT NULL',
        completed_course: 'boolean',
        completed_project: 'boolean',
      },
      indexes: { user: '(user_id)' },
    },
    {
      name: 'pod_attendance',
      key: 'id',
      group: 'pod_id',
      columns: {
        id: 'text PRIMARY KEY',
        pod_id: 'text NOT NULL',
        application_id: 'text NOT NULL',
        day: 'date NOT NULL',
        percentage: 'double precision NOT NULL',
        project_percentage: 'double precision NOT NULL',
      },
      indexes: { pod: '(pod_id, application_id, day)' },
    },
  ],
  groupOf: (event) => event.data.podId,
  singleStream: true,

  fold(rows, event) {
    switch (event.type) {
      case 'PodFormed':
        return formed(rows, event.data);
      case 'PodMeetingSet': {
        const { podId: _podId, setAt: _setAt, ...meeting } = event.data;
        return { ...rows, pods: rows.pods.map((pod) => ({ ...pod, meeting })) };
      }
      case 'AttendanceRecorded': {
        const { recordId, percentage, projectPercentage } = event.data;
        const record = (cell: AttendanceRecord) =>
          cell.id === recordId ? { ...cell, percentage, project_percentage: projectPercentage } : cell;
        return { ...rows, pod_attendance: rows.pod_attendance.map(record) };
      }
      case 'CompletionMarked': {
        const { applicationId, completedCourse, completedProject } = event.data;
        const mark = (member: PodMemberRecord) =>
          member.application_id === applicationId && member.role === 'student'
            ? { ...member, completed_course: completedCourse, completed_project: completedProject }
            : member;
        return { ...rows, pod_members: rows.pod_members.map(mark) };
      }
      case 'PodMembershipChanged': {
        const d = event.data;
        // A closed pod leaves the read models altogether (its stream keeps its history).
        if (d.closed || !d.ta) return CLOSED;
        return changed(rows, d.podId, { ...d, ta: d.ta });
      }
      default:
        return rows;
    }
  },
};

export const podsProjection: Projection = projectionOf(podsReadModel);

type People = Pick<PodDefinition, 'ta' | 'projectTa' | 'leadTa' | 'students'>;

function membersOf(podId: string, { ta, projectTa, leadTa, students }: People): PodMemberRecord[] {
  const member = ({ applicationId, userId }: PodMember, role: PodMemberRole): PodMemberRecord => ({
    pod_id: podId,
    application_id: applicationId,
    user_id: userId,
    role,
    completed_course: null,
    completed_project: null,
  });
  return [
    member(ta, 'ta'),
    ...(projectTa ? [member(projectTa, 'project_ta')] : []),
    ...(leadTa ? [member(leadTa, 'lead_ta')] : []),
    ...students.map((student) => member(student, 'student')),
  ];
}

function cellsOf(podId: string, applicationIds: string[], days: string[]): AttendanceRecord[] {
  return applicationIds.flatMap((applicationId) =>
    days.map((day) => ({
      id: attendanceRecordId(podId, applicationId, day),
      pod_id: podId,
      application_id: applicationId,
      day,
      percentage: 1,
      project_percentage: 1,
    })),
  );
}

/** `new` added after `kept`, except those whose key is already there (forming again adds nothing twice). */
function withNew<R>(kept: R[], added: R[], key: (row: R) => string): R[] {
  const present = new Set(kept.map(key));
  return [...kept, ...added.filter((row) => !present.has(key(row)))];
}
const memberKey = (member: PodMemberRecord) => `${member.application_id}/${member.role}`;
const cellKey = (cell: AttendanceRecord) => cell.id;

function formed(rows: PodRows, d: PodDefinition & { formedAt: string }): PodRows {
  const pod: PodRecord = {
    id: d.podId,
    course_id: d.courseId,
    proposal_id: d.proposalId,
    name: d.name,
    time_slot: d.timeSlot,
    language: d.language,
    low_fi: d.lowFi,
    dataset: d.dataSet,
    second_dataset: d.secondDataSet,
    megapod_key: d.megapod.key,
    megapod_name: d.megapod.name,
    days: d.days,
    meeting: null,
    formed_at: new Date(d.formedAt),
  };
  const students = d.students.map((student) => student.applicationId);
  return {
    pods: rows.pods.length > 0 ? rows.pods : [pod],
    pod_members: withNew(rows.pod_members, membersOf(d.podId, d), memberKey),
    pod_attendance: withNew(rows.pod_attendance, cellsOf(d.podId, students, d.days), cellKey),
  };
}

/**
 * A rematch's new members: those who left lose their rows and attendance, those who came get rows and
 * attendance (present) for the pod's days; those who stay keep their marks and attendance.
 */
function changed(rows: PodRows, podId: string, people: People): PodRows {
  const members = membersOf(podId, people);
  const memberKeys = new Set(members.map(memberKey));
  const students = people.students.map((student) => student.applicationId);
  const staying = new Set(students);
  const days = rows.pods[0]?.days ?? [];
  return {
    pods: rows.pods,
    pod_members: withNew(
      rows.pod_members.filter((member) => memberKeys.has(memberKey(member))),
      members,
      memberKey,
    ),
    pod_attendance: withNew(
      rows.pod_attendance.filter((cell) => staying.has(cell.application_id)),
      cellsOf(podId, students, days),
      cellKey,
    ),
  };
}
