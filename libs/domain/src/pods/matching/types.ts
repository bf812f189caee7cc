import type { Seniority, TimeSlot } from '@portal/contracts';

/** The public shapes of the pod-matching engine (docs/architecture.md §5.9). */
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

export interface PodSize {
  target: number;
  min: number;
  max: number;
}

export const DEFAULT_POD_SIZE: PodSize = { target: 15, min: 12, max: 18 };

export interface MatchingInput {
  students: MatchingStudent[];
  tas: MatchingTa[];
  podSize?: PodSize;
}

export interface ProposedPod {
  /** Unique within the proposal, e.g. 'pod-1'. */
  key: string;
  /** Human name, unique within the proposal, e.g. 'Slot 3 · neuro-1 · 2'. */
  name: string;
  timeSlot: TimeSlot;
  language: string;
  lowFi: boolean;
  dataSet: string;
  /** The most common other choice of its students, or null. */
  secondDataSet: string | null;
  /** Key of its megapod. */
  megapod: string;
  /** The regular TA (exactly one). */
  taId: string;
  studentIds: string[];
}

export interface ProposedMegapod {
  key: string;
  name: string;
  timeSlot: TimeSlot;
  dataSet: string;
  podKeys: string[];
  /** Project TAs serving this megapod; empty when there were none to give (a reported shortfall). */
  projectTaIds: string[];
  leadTaId: string | null;
}

export type UnmatchedReason = 'no_compatible_pod' | 'no_room' | 'not_needed' | 'no_fitting_megapod';

export interface Unmatched {
  id: string;
  kind: 'student' | 'ta';
  reason: UnmatchedReason;
  detail: string;
}

export interface MatchingObjective {
  /** The objective's value of this proposal (higher is better); see objective-weights.ts. */
  value: number;
  /** A proven upper bound on the best value any feasible proposal can reach. */
  bound: number;
  /** (bound - value) / max(|bound|, 1e-9), >= 0. */
  gap: number;
  /** Matched students in their first-choice slot / matched students. */
  firstChoiceSlotRate: number;
  /** Matched students in their first-choice data set / matched students. */
  firstChoiceDataSetRate: number;
  /** 1 = all pods the same size; see matching-metrics.ts. */
  sizeBalance: number;
  /** 1 = every pod mixes seniorities as evenly as the cohort allows; see matching-metrics.ts. */
  seniorityMix: number;
  matchedStudents: number;
  unmatchedStudents: number;
  /** Project TAs megapods lack against the wish of one per 2 pods (0 = every megapod served). */
  projectTaShortfall: number;
  /** Megapods without a lead TA. */
  megapodsWithoutLead: number;
}

export interface MatchingProposal {
  pods: ProposedPod[];
  megapods: ProposedMegapod[];
  unmatched: Unmatched[];
  /** The role each matched regular or project TA ends up with (lead TAs keep their ta_for; see ta-roles.ts). */
  taRoles: Record<string, 'regular_TA' | 'project_TA'>;
  objective: MatchingObjective;
}
