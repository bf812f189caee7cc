import { z } from 'zod';

/**
 * How staff read an outbox row's state: `queued` is due and waiting, `scheduled` waits for its time
 * (an offer's expiry, a retry's backoff), `active` is taken by a runner (in-process or dispatched to
 * BullMQ), `failed` used every attempt, `completed` recorded its result.
 */
export const JOB_STATES = ['queued', 'scheduled', 'active', 'failed', 'completed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** A row of `GET /api/admin/jobs/`: one outbox job (its payload left out). */
export const jobRowSchema = z.object({
  /** The outbox row's id, which `POST /api/admin/jobs/{id}/retry/` takes. */
  id: z.string(),
  job_id: z.string(),
  type: z.string(),
  state: z.enum(JOB_STATES),
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  last_error: z.string().nullable(),
  run_at: z.string(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  /**
   * True when a run's claim on the job's outside effect (an email handed to SMTP) ran out with no result
   * recorded and a later run did it again: the documented at-least-once window, where the effect may
   * have happened twice (an email twice, with one Message-ID).
   */
  at_least_once: z.boolean(),
});
export type JobRow = z.infer<typeof jobRowSchema>;

/** Jobs of one type ("queue") in each state, from the outbox. */
export const jobCountsSchema = z.object({
  type: z.string(),
  queued: z.number().int(),
  scheduled: z.number().int(),
  active: z.number().int(),
  failed: z.number().int(),
  completed: z.number().int(),
});
export type JobCounts = z.infer<typeof jobCountsSchema>;

/** What BullMQ itself holds for the portal's queue (production only). */
export const bullQueueCountsSchema = z.object({
  queue: z.string(),
  waiting: z.number().int(),
  active: z.number().int(),
  delayed: z.number().int(),
  failed: z.number().int(),
  completed: z.number().int(),
});

/**
 * `GET /api/admin/jobs/summary/`: the runner, the outbox's counts per type, and BullMQ's own counts
 * (null under the in-process runner; a sentence when Redis could not be read).
 */
export const jobsSummarySchema = z.object({
  runner: z.enum(['bullmq', 'in-process']),
  queues: z.array(jobCountsSchema),
  bullmq: z.union([bullQueueCountsSchema, z.object({ error: z.string() })]).nullable(),
});
export type JobsSummary = z.infer<typeof jobsSummarySchema>;
