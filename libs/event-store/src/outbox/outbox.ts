import type { Queryable } from '../database/database';
import { toNumber } from '../database/database';

export interface JobRequest {
  /** Deterministic: the same request made twice (a retried command) is one job. */
  jobId: string;
  type: string;
  payload: unknown;
  runAt?: Date;
  maxAttempts?: number;
}

export interface OutboxJob {
  id: number;
  jobId: string;
  type: string;
  payload: unknown;
  runAt: Date;
  status: 'pending' | 'running' | 'dispatched' | 'done' | 'failed';
  attempts: number;
  maxAttempts: number;
}

interface OutboxRow {
  id: number;
  job_id: string;
  type: string;
  payload: unknown;
  run_at: Date | string;
  status: OutboxJob['status'];
  attempts: number;
  max_attempts: number;
}

const toJob = (row: OutboxRow): OutboxJob => ({
  id: toNumber(row.id),
  jobId: row.job_id,
  type: row.type,
  payload: row.payload,
  runAt: new Date(row.run_at),
  status: row.status,
  attempts: row.attempts,
  maxAttempts: row.max_attempts,
});

/** Workers listen here for new jobs; the command notifies it once it has committed. */
export const OUTBOX_CHANNEL = 'outbox';

/** Writes a job request in the caller's (command's) transaction. */
export async function enqueueJob(tx: Queryable, job: JobRequest): Promise<void> {
  await tx.query(
    `INSERT INTO outbox (job_id, type, payload, run_at, max_attempts) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (job_id) DO NOTHING`,
    [job.jobId, job.type, JSON.stringify(job.payload ?? null), job.runAt ?? new Date(), job.maxAttempts ?? 5],
  );
}

/**
 * Takes due jobs under a lease. A job whose lease ran out (its runner died) is taken again;
 * the runner's completion check keeps that from doing its work twice.
 */
export async function claimDueJobs(
  tx: Queryable,
  options: { limit: number; leaseMs: number; nextStatus: 'running' | 'dispatched' },
): Promise<OutboxJob[]> {
  const { rows } = await tx.query<OutboxRow>(
    `UPDATE outbox SET status = $3, attempts = attempts + 1,
            locked_until = now() + ($2::int * interval '1 millisecond')
      WHERE id IN (
        SELECT id FROM outbox
         WHERE run_at <= now()
           AND (status = 'pending' OR (status IN ('running', 'dispatched') AND locked_until < now()))
         ORDER BY run_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
      RETURNING id, job_id, type, payload, run_at, status, attempts, max_attempts`,
    [options.limit, options.leaseMs, options.nextStatus],
  );
  return rows.map(toJob);
}

/**
 * Marks a job done, in the same transaction as the events recording its result. Returns false when
 * it was already done (a duplicate delivery): the caller then rolls its transaction back.
 */
export async function markJobDone(tx: Queryable, jobId: string): Promise<boolean> {
  const { rowCount } = await tx.query(
    "UPDATE outbox SET status = 'done', completed_at = now(), locked_until = NULL, last_error = NULL WHERE job_id = $1 AND status <> 'done'",
    [jobId],
  );
  return rowCount === 1;
}

export async function isJobDone(db: Queryable, jobId: string): Promise<boolean> {
  const { rows } = await db.query<{ status: string }>('SELECT status FROM outbox WHERE job_id = $1', [jobId]);
  return rows[0]?.status === 'done';
}

/** Records a failed attempt: back to pending after a backoff, or failed for good after the last try. */
export async function markJobFailed(db: Queryable, jobId: string, error: unknown, backoffMs: number): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  await db.query(
    `UPDATE outbox SET
        status = CASE WHEN attempts >= max_attempts THEN 'failed' ELSE 'pending' END,
        run_at = now() + ($3::int * interval '1 millisecond'), locked_until = NULL, last_error = $2
      WHERE job_id = $1 AND status <> 'done'`,
    [jobId, message.slice(0, 2000), backoffMs],
  );
}

/**
 * Puts a job back in line for later without spending an attempt: another run holds its outside effect,
 * so this attempt did nothing. Its attempt count goes on (BullMQ's id is one per attempt) and its
 * allowance grows by one, so waiting on a live holder can never use the job up.
 */
export async function postponeJob(db: Queryable, jobId: string, delayMs: number): Promise<void> {
  await db.query(
    `UPDATE outbox SET status = 'pending', max_attempts = max_attempts + 1, locked_until = NULL,
            run_at = now() + ($2::int * interval '1 millisecond')
      WHERE job_id = $1 AND status <> 'done'`,
    [jobId, delayMs],
  );
}

/**
 * Puts a failed job back in line (staff retry) with a fresh set of attempts. The attempts go on counting
 * from the last one rather than from zero: BullMQ's job id is one per attempt, and an id it still
 * holds from the failed run would be ignored, leaving the job dispatched but never run.
 */
export async function retryJob(db: Queryable, jobId: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE outbox SET status = 'pending', max_attempts = attempts + max_attempts, run_at = now(), last_error = NULL
      WHERE job_id = $1 AND status = 'failed'`,
    [jobId],
  );
  return rowCount === 1;
}

export async function outboxStats(db: Queryable): Promise<{ pending: number; failed: number }> {
  const { rows } = await db.query<{ pending: number; failed: number }>(
    `SELECT count(*) FILTER (WHERE status IN ('pending', 'running', 'dispatched')) AS pending,
            count(*) FILTER (WHERE status = 'failed') AS failed FROM outbox`,
  );
  return { pending: toNumber(rows[0].pending), failed: toNumber(rows[0].failed) };
}

/**
 * Jobs handed to the queue at least `ageMs` ago and still not finished: the queue may have lost them
 * (a Redis restart keeps nothing here) or failed them without a result (a worker lost its database
 * mid-job). The dispatch time is the lease's start: `locked_until - leaseMs`.
 */
export async function dispatchedJobsOlderThan(
  db: Queryable,
  options: { ageMs: number; leaseMs: number; limit: number },
): Promise<Array<Pick<OutboxJob, 'jobId' | 'attempts'>>> {
  const { rows } = await db.query<{ job_id: string; attempts: number }>(
    `SELECT job_id, attempts FROM outbox
      WHERE status = 'dispatched' AND locked_until < now() + (($2::int - $1::int) * interval '1 millisecond')
      ORDER BY id LIMIT $3`,
    [options.ageMs, options.leaseMs, options.limit],
  );
  return rows.map((row) => ({ jobId: row.job_id, attempts: row.attempts }));
}

/** Puts a dispatched job back in line at once; only the attempt the caller checked, so a newer one is left alone. */
export async function releaseDispatchedJob(
  db: Queryable,
  job: Pick<OutboxJob, 'jobId' | 'attempts'>,
): Promise<boolean> {
  const { rowCount } = await db.query(
    "UPDATE outbox SET status = 'pending', locked_until = NULL WHERE job_id = $1 AND status = 'dispatched' AND attempts = $2",
    [job.jobId, job.attempts],
  );
  return rowCount === 1;
}
