import type { MatchingObjective, PodSize, ProposedMegapod, ProposedPod, Seniority, TimeSlot } from '@portal/contracts';

/** The public shapes of the pod-matching engine (docs/architecture.md §5.9). */

// A proposal's pods, megapods and measures, and the pod sizes, are the contract's types: the API
// answers them to staff as the engine made them, so they are written once (libs/contracts).
export { DEFAULT_POD_SIZE } from '@portal/contracts';
export type { MatchingObjective, PodSize, ProposedMegapod, ProposedPod };

export type LowFiTrack = 'no' | 'no_but_prefer_it' | 'yes_only';

export interface MatchingStudent {
  /** Application id. */
  id: string;
  /** Possible time slots, most preferred first. */
  slots: TimeSlot[];
  /** Languages they can take the course in, preferred first. */
  languages: string[];
  /** Project data set choices, first choice first (1 or 2 entries). */
  dataSets: string[];
  /** yes_only: low-fi pods only; no: regular pods only; no_but_prefer_it: either, low-fi preferred. */
  lowFi: LowFiTrack;
  seniority: Seniority | null;
}

export type TaRolePreference = 'regular_TA' | 'project_TA' | 'no_preference';

export interface MatchingTa {
  /** Application id. */
  id: string;
  /** Staff's ta_for if set, else the TA's prefer_being_ta_for. */
  role: TaRolePreference;
  /** selected_as_lead_ta. */
  lead: boolean;
  /** Possible slots, preferred first. */
  slots: TimeSlot[];
  languages: string[];
  /** Comfortable data set first, then the alternative. */
  dataSets: string[];
  openToLowFi: boolean;
}

export interface MatchingInput {
  students: MatchingStudent[];
  tas: MatchingTa[];
  podSize?: PodSize;
  /** The course's data set names by id, for the pods' names; an input stored without them names pods by id. */
  dataSetNames?: Record<string, string>;
}

export type UnmatchedReason =
  'no_compatible_pod' | 'no_room' | 'too_few_students' | 'not_needed' | 'no_fitting_megapod';

export interface Unmatched {
  id: string;
  kind: 'student' | 'ta';
  reason: UnmatchedReason;
  detail: string;
}

export interface MatchingProposal {
  pods: ProposedPod[];
  megapods: ProposedMegapod[];
  unmatched: Unmatched[];
  /** The role each matched regular or project TA ends up with (lead TAs keep their ta_for; see ta-roles.ts). */
  taRoles: Record<string, 'regular_TA' | 'project_TA'>;
  objective: MatchingObjective;
}
