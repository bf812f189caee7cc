import type { TimeSlot } from '@portal/contracts';
import type { MatchingStudent, MatchingTa, PodSize } from '../matching/types';

/** A formed pod as it stands in the log (docs/architecture.md §8.2). */
export interface CurrentPod {
  podId: string;
  name: string;
  timeSlot: TimeSlot;
  language: string;
  lowFi: boolean;
  dataSet: string;
  megapod: { key: string; name: string };
  /** The regular TA's application id. */
  taId: string;
  projectTaId: string | null;
  leadTaId: string | null;
  studentIds: string[];
}

/**
 * What a rematch starts from: the formed pods, and everyone still enrolled (students paid, waived or
 * matched; TAs approved or matched), each with today's logistics. Drop-outs are simply absent.
 */
export interface RematchInput {
  pods: CurrentPod[];
  students: MatchingStudent[];
  tas: MatchingTa[];
  podSize: PodSize;
  /** Regular TAs staff replace: they leave their pod (staying enrolled) and another TA takes it. */
  replaceTas?: string[];
}

/**
 * Why someone changes pod: their pod closed (no TA could run it, or it fell below the floor), it needs
 * students to reach the floor, they no longer fit it (a hard constraint), a TA moved to run a pod that
 * lost its own, a late (or never placed) student joins a pod, or staff replaced the TA.
 */
export type MoveReason =
  'pod_closed' | 'pod_below_minimum' | 'no_longer_fits' | 'ta_replacement' | 'late_enrolment' | 'replaced_by_staff';

export interface RematchMove {
  person: string;
  kind: 'student' | 'ta';
  /** Null: they were in no pod (a late enrolment). */
  from: string | null;
  /** Null: no pod could take them; they are unmatched. */
  to: string | null;
  reason: MoveReason;
}

export interface RematchUnmatched {
  id: string;
  kind: 'student';
  reason: 'no_compatible_pod' | 'no_room';
  detail: string;
}

export interface RematchProposal {
  /** Every pod after the rematch (closed pods are gone); pods keep their ids. */
  pods: CurrentPod[];
  /** Pods whose people change, closed ones included. */
  changedPods: string[];
  closedPods: string[];
  /** Everyone who changes pod or joins one; people who left (drop-outs) are in `left`. */
  moves: RematchMove[];
  /** People already in a pod who change pod or lose theirs: what the rematch keeps smallest. */
  moveCount: number;
  /** A proven lower bound on `moveCount` (see move-bound.ts). */
  movesBound: number;
  /** People who are no longer enrolled, taken out of their pod. */
  left: Array<{ person: string; kind: 'student' | 'ta'; from: string }>;
  unmatched: RematchUnmatched[];
  /** Every pod's name, closed ones included, for the review. */
  podNames: Record<string, string>;
  /** The original matching objective (objective-weights.ts) of the pods after the rematch. */
  objective: number;
}
