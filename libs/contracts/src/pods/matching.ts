import { z } from 'zod';
import { timeSlotSchema } from '../profile/time-slots';

const podSizeSchema = z
  .object({
    target: z.number().int().min(2).max(100),
    min: z.number().int().min(1).max(100),
    max: z.number().int().min(2).max(100),
  })
  .refine((size) => size.min <= size.target && size.target <= size.max, {
    message: 'Pod sizes must satisfy min ≤ target ≤ max.',
    path: ['target'],
  });

/** `POST /api/admin/matching/`: run the matching for a course and keep the result as a proposal. */
export const proposeMatchingSchema = z.object({
  course: z.string().min(1).max(64),
  pod_size: podSizeSchema.optional(),
});

/** `POST /api/admin/matching/{course}/adjust/`: staff's changes to the proposal before applying it. */
export const adjustMatchingSchema = z
  .object({
    proposal_id: z.string().min(1).max(64),
    moves: z
      .array(z.object({ student: z.string().min(1).max(64), to_pod: z.string().min(1).max(64).nullable() }))
      .max(1000)
      .default([]),
    pod_tas: z
      .array(z.object({ pod: z.string().min(1).max(64), ta: z.string().min(1).max(64) }))
      .max(1000)
      .default([]),
  })
  .refine((changes) => changes.moves.length + changes.pod_tas.length > 0, {
    message: 'Name at least one change.',
    path: ['moves'],
  });
export type AdjustMatchingInput = z.infer<typeof adjustMatchingSchema>;

/** `POST /api/admin/matching/{course}/apply/`: form the pods of this proposal (it must be the latest). */
export const applyMatchingSchema = z.object({ proposal_id: z.string().min(1).max(64) });

/**
 * The matching's measures of a proposal (docs/architecture.md §5.9); the engine's own names, and its
 * own type (libs/domain's matching takes it from here), so the staff app reads what the engine wrote.
 */
export const matchingObjectiveSchema = z.object({
  /** The objective's value of this proposal (higher is better); see the domain's objective-weights.ts. */
  value: z.number(),
  /** A proven upper bound on the best value any feasible proposal can reach. */
  bound: z.number(),
  /** (bound − value) / max(|bound|, 1e-9), ≥ 0. */
  gap: z.number(),
  /** Matched students in their first-choice slot / matched students. */
  firstChoiceSlotRate: z.number(),
  /** Matched students in their first-choice data set / matched students. */
  firstChoiceDataSetRate: z.number(),
  /** 1 = all pods the same size; see the domain's matching-metrics.ts. */
  sizeBalance: z.number(),
  /** 1 = every pod mixes seniorities as evenly as the cohort allows; see matching-metrics.ts. */
  seniorityMix: z.number(),
  matchedStudents: z.number().int(),
  unmatchedStudents: z.number().int(),
  /** Project TAs megapods lack against the wish of one per 2 pods (0 = every megapod served). */
  projectTaShortfall: z.number().int(),
  /** Megapods without a lead TA. */
  megapodsWithoutLead: z.number().int(),
});
export type MatchingObjective = z.infer<typeof matchingObjectiveSchema>;

const podSizeViewSchema = z.object({ target: z.number().int(), min: z.number().int(), max: z.number().int() });
/** The pod sizes a matching runs with: staff's, or DEFAULT_POD_SIZE. */
export type PodSize = z.infer<typeof podSizeViewSchema>;
/** Pods of about 15 (docs/architecture.md §5): what the matching runs with unless staff give other sizes. */
export const DEFAULT_POD_SIZE: Readonly<PodSize> = { target: 15, min: 12, max: 18 };

/** A pod of a proposal: keys are the proposal's own; people are application ids. */
export const proposedPodSchema = z.object({
  /** Unique within the proposal, e.g. 'pod-1'. */
  key: z.string(),
  /** Human name, unique within the proposal, e.g. 'Slot 3 · neuro-1 · 2'. */
  name: z.string(),
  timeSlot: timeSlotSchema,
  language: z.string(),
  lowFi: z.boolean(),
  dataSet: z.string(),
  /** The most common other choice of its students, or null. */
  secondDataSet: z.string().nullable(),
  /** Key of its megapod. */
  megapod: z.string(),
  /** The regular TA (exactly one). */
  taId: z.string(),
  studentIds: z.array(z.string()),
});
export type ProposedPod = z.infer<typeof proposedPodSchema>;

export const proposedMegapodSchema = z.object({
  key: z.string(),
  name: z.string(),
  timeSlot: timeSlotSchema,
  dataSet: z.string(),
  podKeys: z.array(z.string()),
  /** Project TAs serving this megapod; empty when there were none to give (a reported shortfall). */
  projectTaIds: z.array(z.string()),
  leadTaId: z.string().nullable(),
});
export type ProposedMegapod = z.infer<typeof proposedMegapodSchema>;

/**
 * Why someone is in no pod; `too_few_students` when no pod they fit could gather the minimum size,
 * `removed_by_staff` when a staff adjustment took a student out.
 */
export const UNMATCHED_REASONS = [
  'no_compatible_pod',
  'no_room',
  'too_few_students',
  'not_needed',
  'no_fitting_megapod',
  'removed_by_staff',
] as const;

export const unmatchedPersonSchema = z.object({
  id: z.string(),
  kind: z.enum(['student', 'ta']),
  reason: z.enum(UNMATCHED_REASONS),
  detail: z.string(),
});
export type UnmatchedPerson = z.infer<typeof unmatchedPersonSchema>;

/** `GET /api/admin/matching/{course}/` and the answer of every matching step: the course's latest proposal. */
export const matchingProposalViewSchema = z.object({
  course: z.string(),
  proposal_id: z.string(),
  status: z.enum(['proposed', 'formed']),
  adjusted: z.boolean(),
  proposed_at: z.string(),
  formed_at: z.string().nullable(),
  /** Each proposed pod's id once formed. */
  pod_ids: z.array(z.object({ key: z.string(), podId: z.string() })).nullable(),
  /** The pod sizes the proposal was run with. */
  pod_size: podSizeViewSchema,
  objective: matchingObjectiveSchema,
  pods: z.array(proposedPodSchema),
  megapods: z.array(proposedMegapodSchema),
  /** The role each matched regular or project TA ends up with, by application id. */
  ta_roles: z.record(z.string(), z.enum(['regular_TA', 'project_TA'])),
  unmatched: z.array(unmatchedPersonSchema),
  /** Why the proposal has no pod and what to change, in a sentence; null when it has pods. */
  no_pods_reason: z.string().nullable(),
});
export type MatchingProposalView = z.infer<typeof matchingProposalViewSchema>;

/** `GET /api/admin/matching/{course}/proposals/`: every proposal run for the course, oldest first. */
export const matchingProposalListSchema = z.object({
  formed: z.boolean(),
  results: z.array(
    z.object({
      proposal_id: z.string(),
      proposed_at: z.string(),
      /** Null: run with the default sizes. */
      pod_size: podSizeViewSchema.nullable(),
      adjusted: z.boolean(),
      latest: z.boolean(),
      objective: matchingObjectiveSchema,
      /** How many pods it proposes. */
      pods: z.number().int(),
    }),
  ),
});
export type MatchingProposalList = z.infer<typeof matchingProposalListSchema>;

/** `GET /api/admin/matching/{course}/compare/?ids=`: the proposals side by side, and how far apart each two are. */
export const proposalComparisonSchema = z.object({
  proposals: z.array(
    z.object({
      proposal_id: z.string(),
      proposed_at: z.string(),
      pod_size: podSizeViewSchema.nullable(),
      objective: matchingObjectiveSchema,
      pod_sizes: z.object({
        pods: z.number().int(),
        smallest: z.number().int(),
        largest: z.number().int(),
        mean: z.number(),
        /** How many pods have each size, by size. */
        histogram: z.record(z.string(), z.number().int()),
      }),
    }),
  ),
  differences: z.array(
    z.object({ a: z.string(), b: z.string(), people: z.number().int(), in_different_pod: z.number().int() }),
  ),
});
export type ProposalComparison = z.infer<typeof proposalComparisonSchema>;
