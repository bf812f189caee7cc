import { OUTBOX_CHANNEL, PollingLoop, claimDueJobs } from '@portal/event-store';
import { executeJob } from '../jobs/execute-job';
import type { JobDependencies } from '../jobs/job-handler';

export interface InProcessRunnerOptions {
  pollIntervalMs?: number;
  /** A job held longer than this (its runner died) is taken up again. */
  leaseMs?: number;
  batchSize?: number;
  onError?: (error: unknown) => void;
}

/**
 * The embedded default's job runner (no REDIS_URL): takes due jobs straight from the outbox table
 * and runs them with the same handlers, retries and completion records as the BullMQ workers.
 */
export class InProcessRunner {
  private readonly loop: PollingLoop;
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly deps: JobDependencies,
    private readonly options: InProcessRunnerOptions = {},
  ) {
    this.loop = new PollingLoop(async () => (await this.runDueJobs()) > 0, {
      pollIntervalMs: options.pollIntervalMs ?? 1000,
      onError: options.onError,
    });
  }

  async start(): Promise<void> {
    this.unlisten = await this.deps.db.listen(OUTBOX_CHANNEL, () => this.loop.wake());
    this.loop.start();
  }

  /** Finishes the job in hand, then stops. */
  async stop(): Promise<void> {
    await this.unlisten?.();
    await this.loop.stop();
  }

  /** Runs every due job once; returns how many it took. */
  async runDueJobs(): Promise<number> {
    const jobs = await this.deps.db.transaction((tx) =>
      claimDueJobs(tx, {
        limit: this.options.batchSize ?? 10,
        leaseMs: this.options.leaseMs ?? 60_000,
        nextStatus: 'running',
      }),
    );
    for (const job of jobs) {
      if (this.loop.stopRequested) break; // stopping: the lease brings the rest back later
      await executeJob(job, this.deps);
    }
    return jobs.length;
  }
}
