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
