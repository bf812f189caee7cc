import { z } from 'zod';

/** `POST /api/admin/applications/{id}/drop-out/`: staff record that an enrolled student or TA left. */
export const dropOutSchema = z.object({ reason: z.string().trim().min(1).max(500) });

/**
 * `POST /api/admin/matching/{course}/rematch/`: propose the smallest change to the formed pods;
 * `replace_tas` names regular TAs (application ids) staff take off their pods.
 */
export const proposeRematchSchema = z.object({
  replace_tas: z.array(z.string().min(1).max(64)).max(100).default([]),
});

/** `POST /api/admin/matching/{course}/rematch/preview/` and `.../apply/`: this rematch (the latest). */
export const rematchIdSchema = z.object({ rematch_id: z.string().min(1).max(64) });

/** `GET /api/admin/matching/{course}/compare/?ids=a,b`: two to six of the course's proposals. */
export const compareProposalsSchema = z.object({
  ids: z
    .string()
    .transform((ids) => [
      ...new Set(
        ids
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().min(1).max(64)).min(2, 'Choose at least two proposals.').max(6)),
});

const person = { person: z.string(), kind: z.enum(['student', 'ta']) };

/** Why someone changes pod in a rematch (docs/architecture.md §8.2). */
export const MOVE_REASONS = [
  'pod_closed',
  'pod_below_minimum',
  'no_longer_fits',
  'ta_replacement',
  'late_enrolment',
  'replaced_by_staff',
] as const;

/**
 * `GET /api/admin/matching/{course}/rematch/` and the answer of every rematch step: the course's latest
 * rematch, each move with its reason, and the count against its proven lower bound. People are
 * application ids, pods pod ids.
 */
export const rematchViewSchema = z.object({
  course: z.string(),
  rematch_id: z.string(),
  status: z.enum(['proposed', 'applied']),
  proposed_at: z.string(),
  applied_at: z.string().nullable(),
  move_count: z.number().int(),
  moves_bound: z.number().int(),
  moves: z.array(
    z.object({
      ...person,
      /** Null: they were in no pod (a late enrolment). */
      from: z.string().nullable(),
      /** Null: no pod could take them. */
      to: z.string().nullable(),
      reason: z.enum(MOVE_REASONS),
    }),
  ),
  /** People no longer enrolled, taken out of their pod. */
  left: z.array(z.object({ ...person, from: z.string() })),
  unmatched: z.array(
    z.object({
      id: z.string(),
      kind: z.literal('student'),
      reason: z.enum(['no_compatible_pod', 'no_room']),
      detail: z.string(),
    }),
  ),
  changed_pods: z.array(z.string()),
  closed_pods: z.array(z.string()),
  /** Every pod's name by id, closed ones included. */
  pod_names: z.record(z.string(), z.string()),
  /** The matching objective of the pods after the rematch. */
  objective: z.number(),
});
export type RematchView = z.infer<typeof rematchViewSchema>;

/** `POST /api/admin/matching/{course}/rematch/preview/`: the emails applying would send; nothing is sent. */
export const rematchEmailPreviewsSchema = z.object({
  results: z.array(
    z.object({
      /** The moved person's application id. */
      person: z.string(),
      name: z.string(),
      email: z.object({ to: z.string(), subject: z.string(), text: z.string() }),
    }),
  ),
});
export type RematchEmailPreviews = z.infer<typeof rematchEmailPreviewsSchema>;
