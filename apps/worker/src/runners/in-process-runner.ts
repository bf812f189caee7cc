import { claimDueJobs } from '@portal/event-store';
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
  private stopped = true;
  private wake: (() => void) | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private loop: Promise<void> | null = null;

  constructor(
    private readonly deps: JobDependencies,
    private readonly options: InProcessRunnerOptions = {},
  ) {}

  async start(): Promise<void> {
    this.stopped = false;
    this.unlisten = await this.deps.db.listen('outbox', () => this.wake?.());
    this.loop = this.run();
  }

  /** Finishes the job in hand, then stops. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake?.();
    await this.unlisten?.();
    await this.loop;
  }

  /** Runs every due job once; returns how many it took. */
  async runDueJobs(): Promise<number> {
    const jobs = await this.deps.db.transaction((tx) =>
      claimDueJobs(tx, { limit: this.options.batchSize ?? 10, leaseMs: this.options.leaseMs ?? 60_000, nextStatus: 'running' }),
    );
    for (const job of jobs) {
      if (this.stopped && this.loop) break; // the lease brings the rest back later
      await executeJob(job, this.deps);
    }
    return jobs.length;
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      try {
        if ((await this.runDueJobs()) > 0) continue;
      } catch (error) {
        this.options.onError?.(error);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.options.pollIntervalMs ?? 1000);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }
}
