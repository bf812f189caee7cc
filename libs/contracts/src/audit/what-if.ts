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
export const whatIfDifferenceSchema = z.object({
  application_id: z.string(),
  user_id: z.string(),
  role: z.enum(APPLICATION_ROLES),
  submitted_at: z.iso.datetime(),
  /** What happened: its status in the replayed log, or `offered` / `not_offered` for the offer line. */
  live: z.string(),
  what_if: z.enum(WHAT_IF_OUTCOMES),
  reason: z.string(),
});
export type WhatIfDifference = z.infer<typeof whatIfDifferenceSchema>;

export const WHAT_IF_RUN_STATUSES = ['running', 'done', 'failed'] as const;

/** `POST /api/admin/what-if/` and `GET /api/admin/what-if/{id}/`: a run, polled until it is done. */
export const whatIfRunViewSchema = z.object({
  id: z.uuid(),
  course: z.string(),
  variation: whatIfVariationSchema,
  status: z.enum(WHAT_IF_RUN_STATUSES),
  /** 0 to 1: the share of the log replayed. */
  progress: z.number().min(0).max(1),
  /** The last log position replayed: the same position and variation give the same differences. */
  log_position: z.number().int().nullable(),
  applications: z.number().int().nullable(),
  differences: z.array(whatIfDifferenceSchema),
  error: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type WhatIfRunView = z.infer<typeof whatIfRunViewSchema>;
