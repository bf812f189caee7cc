import { z } from 'zod';
import { APPLICATION_ROLES } from '../applications/enumerations';

const role = z.enum(APPLICATION_ROLES, { message: 'Choose student, ta or mentor.' });

/** A role's deadline set to another moment: who submitted at or after it would have been refused. */
const deadlineVariation = z.object({
  kind: z.literal('deadline'),
  role,
  date: z.iso.datetime({ offset: true, message: 'Enter a date and time in ISO 8601 (2026-07-01T09:00:00Z).' }),
});

/** Criteria weights by criterion key; a key a review did not score is ignored, a key left out keeps its weight. */
const reviewWeightsVariation = z.object({
  kind: z.literal('review_weights'),
  weights: z
    .record(
      z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'A criterion key is lower case letters, digits and _.'),
      z.number().min(0).max(100),
    )
    .refine((weights) => Object.keys(weights).length > 0, { message: 'Give at least one weight.' })
    .refine((weights) => Object.keys(weights).length <= 50, { message: 'Give at most 50 weights.' }),
});

/** A different number of offers for a role: the top `count` by review score would have had one. */
const offersVariation = z.object({
  kind: z.literal('offers'),
  role,
  count: z.number().int().min(0).max(100_000),
});

export const whatIfVariationSchema = z.discriminatedUnion(
  'kind',
  [deadlineVariation, reviewWeightsVariation, offersVariation],
  {
    message: 'Choose a variation: deadline, review_weights or offers.',
  },
);
export type WhatIfVariation = z.infer<typeof whatIfVariationSchema>;

/** `POST /api/admin/what-if/`: replay a course's log under one variation. */
export const whatIfRequestSchema = z.object({
  course: z.string().min(1).max(64),
  variation: whatIfVariationSchema,
});
export type WhatIfRequest = z.infer<typeof whatIfRequestSchema>;

export const WHAT_IF_OUTCOMES = ['refused_late', 'above_offer_line', 'below_offer_line'] as const;
export type WhatIfOutcome = (typeof WHAT_IF_OUTCOMES)[number];

/** One application whose outcome the variation changes, and why. */
export interface WhatIfDifference {
  application_id: string;
  user_id: string;
  role: (typeof APPLICATION_ROLES)[number];
  submitted_at: string;
  /** What happened: its status in the replayed log, or `offered` / `not_offered` for the offer line. */
  live: string;
  what_if: WhatIfOutcome;
  reason: string;
}

/** `GET /api/admin/what-if/{id}/`. */
export interface WhatIfRunView {
  id: string;
  course: string;
  variation: WhatIfVariation;
  status: 'running' | 'done' | 'failed';
  /** 0 to 1: the share of the log replayed. */
  progress: number;
  /** The last log position replayed: the same position and variation give the same differences. */
  log_position: number | null;
  applications: number | null;
  differences: WhatIfDifference[];
  error: string | null;
  created_at: string;
}
