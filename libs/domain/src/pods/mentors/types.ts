import type { Seniority, TimeSlot } from '@portal/contracts';

/** The public shapes of the mentor round (docs/architecture.md §8.1). */

export interface MentorRoundStudent {
  /** Application id. */
  id: string;
  /** Project data set choices, first choice first. */
  dataSets: string[];
  seniority: Seniority | null;
}

/** A formed pod, as the mentor round reads it. */
export interface MentorRoundPod {
  podId: string;
  name: string;
  /** The pod's time slot: its project time is that slot's project hours (spec 1, time slots). */
  timeSlot: TimeSlot;
  language: string;
  dataSet: string;
  secondDataSet: string | null;
  students: MentorRoundStudent[];
}

export interface MentorCandidate {
  /** Mentor application id. */
  id: string;
  /** groups_mentor_during_count (1–4). */
  maxGroups: number;
  /** possible_time_slots of the mentor's logistics profile. */
  slots: TimeSlot[];
  /** The languages of the mentor's logistics profile. */
  languages: string[];
  /** comfortable_data_set first, then alternative_data_set. */
  dataSets: string[];
}

export interface MentorRoundInput {
  pods: MentorRoundPod[];
  mentors: MentorCandidate[];
  /** The course's data set names by id, for the groups' names (pod-names.ts). */
  dataSetNames?: Record<string, string>;
}

export interface ProjectGroup {
  /** Unique within the round, e.g. '<podId>:1'. */
  key: string;
  podId: string;
  /** Human name, unique within the pod, e.g. 'Group 2 · Allen Brain Observatory'. */
  name: string;
  dataSet: string;
  studentIds: string[];
  mentorId: string | null;
}

export type UnmatchedGroupReason = 'no_fitting_mentor' | 'mentors_full' | 'removed_by_staff';
export type UnmatchedMentorReason = 'no_fitting_group' | 'groups_taken' | 'removed_by_staff';

export interface UnmatchedGroup {
  key: string;
  reason: UnmatchedGroupReason;
  detail: string;
}

export interface UnmatchedMentor {
  id: string;
  reason: UnmatchedMentorReason;
  detail: string;
}

export interface MentorRoundObjective {
  /** FIRST_DATA_SET × groups on their mentor's first data set − EXTRA_GROUP × groups past each mentor's first − UNMENTORED × groups without a mentor. */
  value: number;
  /** A proven upper bound on the value over every assignment of mentors to these groups. */
  bound: number;
  /** (bound − value) / max(|bound|, 1), ≥ 0. */
  gap: number;
  groups: number;
  mentoredGroups: number;
  unmentoredGroups: number;
  firstDataSetGroups: number;
  /** Σ over mentors of (groups − 1) for mentors with groups: 0 = every mentor has one group. */
  extraGroups: number;
  mentorsWithGroups: number;
  /** Students left out of every group (a pod of fewer than 3). */
  ungroupedStudents: number;
}

export interface MentorRoundProposal {
  groups: ProjectGroup[];
  unmatchedGroups: UnmatchedGroup[];
  unmatchedMentors: UnmatchedMentor[];
  objective: MentorRoundObjective;
}
