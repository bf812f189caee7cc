import { z } from 'zod';

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
