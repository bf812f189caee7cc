import type { TimeSlot } from '@portal/contracts';
import type { DomainEvent } from '../shared/decider';
import type { FormedProjectGroup, ProjectGroupsFormed } from './mentors/project-groups.events';

/** A person on a pod: their application (the role they came in by) and their account. */
export interface PodMember {
  applicationId: string;
  userId: string;
}

export interface PodDefinition {
  podId: string;
  courseId: string;
  proposalId: string;
  name: string;
  timeSlot: TimeSlot;
  language: string;
  lowFi: boolean;
  dataSet: string;
  secondDataSet: string | null;
  megapod: { key: string; name: string };
  ta: PodMember;
  projectTa: PodMember | null;
  leadTa: PodMember | null;
  students: PodMember[];
  /** The attendance columns, fixed when the pod forms (the course's weekdays then). */
  days: string[];
}

/** A pod of the applied matching proposal; every student starts present on every day. */
export type PodFormed = DomainEvent<'PodFormed', PodDefinition & { formedAt: string }>;

/** Staff set the meeting; `loginEmail` and `emailPassword` are secrets (encrypted in the store). */
export type PodMeetingSet = DomainEvent<
  'PodMeetingSet',
  {
    podId: string;
    meetingLink: string | null;
    claimHostKey: string | null;
    loginEmail: string | null;
    emailPassword: string | null;
    transcripts: boolean;
    setAt: string;
  }
>;

/** One student's day, recorded by the pod's TA (values in [0, 1]). */
export type AttendanceRecorded = DomainEvent<
  'AttendanceRecorded',
  PodMember & {
    podId: string;
    recordId: string;
    day: string;
    percentage: number;
    projectPercentage: number;
    recordedAt: string;
  }
>;

/** The TA's completion marks for one student; marking again replaces them. */
export type CompletionMarked = DomainEvent<
  'CompletionMarked',
  PodMember & { podId: string; courseId: string; completedCourse: boolean; completedProject: boolean; markedAt: string }
>;

/**
 * A rematch changed who is on the pod (docs/architecture.md §8): the people it has now. With no TA it is closed:
 * its students were moved elsewhere, and it leaves the read models.
 */
export type PodMembershipChanged = DomainEvent<
  'PodMembershipChanged',
  {
    podId: string;
    courseId: string;
    rematchId: string;
    closed: boolean;
    ta: PodMember | null;
    projectTa: PodMember | null;
    leadTa: PodMember | null;
    students: PodMember[];
    /** Its project groups after the change (none when closed or never grouped): they follow the people. */
    groups: FormedProjectGroup[];
    changedAt: string;
  }
>;

export type PodEvent =
  PodFormed | PodMeetingSet | AttendanceRecorded | CompletionMarked | ProjectGroupsFormed | PodMembershipChanged;

export const podStreamId = (podId: string): string => `pod-${podId}`;
