import { MESSAGES } from '@portal/contracts';
import { type Decider, assertNever } from '../shared/decider';
import { DomainError, ForbiddenError, NotFoundError, RefusedError } from '../shared/domain-error';
import { groupsFollowMembers } from './mentors/groups-follow-members';
import type { FormProjectGroups, FormedProjectGroup } from './mentors/project-groups.events';
import type { PodDefinition, PodEvent, PodMember } from './pod.events';

export interface AttendanceEntry {
  applicationId: string;
  day: string;
  percentage: number;
  projectPercentage: number;
}

export type PodState =
  | { status: 'none' }
  | {
      status: 'formed';
      pod: PodDefinition;
      /** Only the days a TA changed; every other day counts as fully present. */
      attendance: Record<string, AttendanceEntry>;
      completion: Record<string, { completedCourse: boolean; completedProject: boolean }>;
      /** Its project groups once the mentor round applied; a rematch carries them along. */
      groups: FormedProjectGroup[];
    };

export type PodCommand =
  | { type: 'FormPod'; definition: PodDefinition; now: Date }
  | {
      type: 'SetPodMeeting';
      meetingLink: string | null;
      claimHostKey: string | null;
      loginEmail: string | null;
      emailPassword: string | null;
      transcripts: boolean;
      now: Date;
    }
  | {
      type: 'RecordAttendance';
      actorUserId: string;
      recordId: string;
      /** Where the record is: the API resolves it from the record id (a pod's records are derived ids). */
      applicationId: string;
      day: string;
      percentage: number;
      projectPercentage: number;
      /** Looked up by the handler on the student's application stream (docs/style.md §2). */
      studentDroppedOut: boolean;
      now: Date;
    }
  | {
      type: 'ChangePodMembership';
      rematchId: string;
      /** Null closes the pod. */
      ta: PodMember | null;
      projectTa: PodMember | null;
      leadTa: PodMember | null;
      students: PodMember[];
      now: Date;
    }
  | {
      type: 'MarkCompletion';
      actorUserId: string;
      /** The course the TA named, which must be the pod's. */
      courseId: string;
      studentUserId: string;
      completedCourse: boolean;
      completedProject: boolean;
      /** Looked up by the handler on the student's application stream (docs/style.md §2). */
      studentDroppedOut: boolean;
      now: Date;
    }
  | FormProjectGroups;

const formed = (state: PodState) => {
  if (state.status !== 'formed') throw new NotFoundError('Pod not found.');
  return state;
};

/** Anyone on the pod may read it; only its regular TA records attendance and completion (spec 2 §6). */
export function podMembership(pod: PodDefinition, userId: string): 'ta' | 'project_ta' | 'lead_ta' | 'student' | null {
  if (pod.ta.userId === userId) return 'ta';
  if (pod.projectTa?.userId === userId) return 'project_ta';
  if (pod.leadTa?.userId === userId) return 'lead_ta';
  return pod.students.some((student) => student.userId === userId) ? 'student' : null;
}

function requireRegularTa(pod: PodDefinition, actorUserId: string): void {
  const membership = podMembership(pod, actorUserId);
  if (membership === null) throw new NotFoundError('Pod not found.');
  if (membership !== 'ta') throw new ForbiddenError(MESSAGES.notThisPodsTa);
}

function studentOf(pod: PodDefinition, match: (student: PodMember) => boolean): PodMember {
  const student = pod.students.find(match);
  if (!student) throw new DomainError('invalid', MESSAGES.notInThisPod, 'user');
  return student;
}

/**
 * A drop-out stays on the pod until the next rematch (docs/architecture.md §8.2), but their days and
 * marks are no longer the TA's to record: a value saved then would count towards a certificate.
 */
function refuseDropOut(command: { studentDroppedOut: boolean }): void {
  if (command.studentDroppedOut) throw new RefusedError('dropped_out', MESSAGES.studentDroppedOut);
}

export const podDecider: Decider<PodCommand, PodEvent, PodState> = {
  eventTypes: {
    PodFormed: true,
    PodMeetingSet: true,
    AttendanceRecorded: true,
    CompletionMarked: true,
    ProjectGroupsFormed: true,
    PodMembershipChanged: true,
  },
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    switch (event.type) {
      case 'PodFormed': {
        const { formedAt: _formedAt, ...pod } = event.data;
        return { status: 'formed', pod, attendance: {}, completion: {}, groups: [] };
      }
      case 'PodMeetingSet':
        return state;
      case 'ProjectGroupsFormed':
        return state.status === 'formed' ? { ...state, groups: event.data.groups } : state;
      case 'AttendanceRecorded': {
        if (state.status !== 'formed') return state;
        const { recordId, applicationId, day, percentage, projectPercentage } = event.data;
        const attendance = { ...state.attendance, [recordId]: { applicationId, day, percentage, projectPercentage } };
        return { ...state, attendance };
      }
      case 'CompletionMarked': {
        if (state.status !== 'formed') return state;
        const { applicationId, completedCourse, completedProject } = event.data;
        return {
          ...state,
          completion: { ...state.completion, [applicationId]: { completedCourse, completedProject } },
        };
      }
      case 'PodMembershipChanged': {
        if (state.status !== 'formed') return state;
        const { closed, ta, projectTa, leadTa, students, groups } = event.data;
        if (closed || !ta) return { status: 'none' };
        return { ...state, pod: { ...state.pod, ta, projectTa, leadTa, students }, groups };
      }
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    const at = command.now.toISOString();
    switch (command.type) {
      case 'FormPod': {
        if (state.status === 'formed') {
          if (state.pod.proposalId === command.definition.proposalId) return [];
          throw new DomainError('conflict', 'This pod is already formed.');
        }
        return [{ type: 'PodFormed', data: { ...command.definition, formedAt: at } }];
      }
      case 'SetPodMeeting': {
        const { pod } = formed(state);
        const { type: _type, now: _now, ...meeting } = command;
        return [{ type: 'PodMeetingSet', data: { podId: pod.podId, ...meeting, setAt: at } }];
      }
      case 'RecordAttendance': {
        const current = formed(state);
        const { pod } = current;
        requireRegularTa(pod, command.actorUserId);
        const student = studentOf(pod, (s) => s.applicationId === command.applicationId);
        refuseDropOut(command);
        if (!pod.days.includes(command.day)) throw new DomainError('invalid', MESSAGES.attendanceOutsideCourse, 'day');
        const { recordId, day, percentage, projectPercentage } = command;
        const before = current.attendance[recordId] ?? { percentage: 1, projectPercentage: 1 };
        if (before.percentage === percentage && before.projectPercentage === projectPercentage) return [];
        return [
          {
            type: 'AttendanceRecorded',
            data: { podId: pod.podId, ...student, recordId, day, percentage, projectPercentage, recordedAt: at },
          },
        ];
      }
      case 'MarkCompletion': {
        const current = formed(state);
        const { pod } = current;
        requireRegularTa(pod, command.actorUserId);
        // Checked for the pod's TA only: anyone else learns nothing about the pod from the answer.
        if (pod.courseId !== command.courseId)
          throw new DomainError('invalid', 'This pod is not of this course.', 'course');
        const student = studentOf(pod, (s) => s.userId === command.studentUserId);
        refuseDropOut(command);
        const { completedCourse, completedProject } = command;
        const { applicationId } = student;
        const before = Object.hasOwn(current.completion, applicationId) ? current.completion[applicationId] : undefined;
        if (before && before.completedCourse === completedCourse && before.completedProject === completedProject)
          return [];
        const data = { podId: pod.podId, courseId: pod.courseId, ...student, completedCourse, completedProject };
        return [{ type: 'CompletionMarked', data: { ...data, markedAt: at } }];
      }
      case 'FormProjectGroups': {
        // The mentor round applies once (its own stream says so); the pod only has to exist.
        const { pod } = formed(state);
        const { proposalId, groups } = command;
        const data = { podId: pod.podId, courseId: pod.courseId, proposalId, groups, formedAt: at };
        return [{ type: 'ProjectGroupsFormed', data }];
      }
      case 'ChangePodMembership': {
        const current = formed(state);
        const { pod } = current;
        const { rematchId, ta, projectTa, leadTa, students } = command;
        const groups = ta === null ? [] : groupsFollowMembers(current.groups, students);
        const data = { podId: pod.podId, courseId: pod.courseId, rematchId, closed: ta === null };
        const members = { ta, projectTa, leadTa, students, groups };
        return [{ type: 'PodMembershipChanged', data: { ...data, ...members, changedAt: at } }];
      }
      default:
        return assertNever(command);
    }
  },
};
