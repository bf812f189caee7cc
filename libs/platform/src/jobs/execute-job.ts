import { type OutboxJob, isJobDone, markJobDone, markJobFailed, postponeJob } from '@portal/event-store';
import { type JobDependencies, jobMetadata } from './job-handler';
import { EFFECT_LEASE_MS, EffectHeldElsewhere } from './outside-effect';

export type JobOutcome = 'done' | 'duplicate' | 'failed';

class AlreadyDone extends Error {}

/** Exponential backoff between attempts: 1 s, 2 s, 4 s ... at most 5 minutes. */
export const backoffMs = (attempt: number): number => Math.min(1000 * 2 ** Math.max(0, attempt - 1), 300_000);

/**
 * Runs one job the same way under both runners: skip it if its result is recorded, do the work,
 * then record the result and mark it done in one transaction (a duplicate delivery rolls back).
 */
export async function executeJob(job: OutboxJob, deps: JobDependencies): Promise<JobOutcome> {
  if (await isJobDone(deps.db, job.jobId)) return 'duplicate';
  const handler = deps.handlers.get(job.type);
  try {
    if (!handler) throw new Error(`no handler for job type ${job.type}`);
    const appends = await handler.run(job.payload, {
      ...deps.services,
      jobId: job.jobId,
      attempt: job.attempts,
      db: deps.db,
      effectLeaseMs: deps.effectLeaseMs ?? EFFECT_LEASE_MS,
    });
    await deps.db.transaction(async (tx) => {
      if (!(await markJobDone(tx, job.jobId))) throw new AlreadyDone();
      if (appends?.length) await deps.services.commands.appendAndProject(tx, appends, jobMetadata(job.jobId));
    });
    return 'done';
  } catch (error) {
    if (error instanceof AlreadyDone) return 'duplicate';
    if (error instanceof EffectHeldElsewhere) {
      await postponeJob(deps.db, job.jobId, error.retryInMs);
      return 'failed';
    }
    await markJobFailed(deps.db, job.jobId, error, backoffMs(job.attempts));
    return 'failed';
  }
}
