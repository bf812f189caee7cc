import type { Queue, Worker } from 'bullmq';
import {
  OUTBOX_CHANNEL,
  type OutboxJob,
  claimDueJobs,
  dispatchedJobsOlderThan,
  releaseDispatchedJob,
} from '@portal/event-store';
import { executeJob } from '../jobs/execute-job';
import type { JobDependencies } from '../jobs/job-handler';
import { QUEUE_NAME } from './queue-name';

export interface BullMqRunnerOptions {
  redisUrl: string;
  /** Also move due outbox rows into the queue (every worker process does; SKIP LOCKED shares the work). */
  dispatch?: boolean;
  concurrency?: number;
  pollIntervalMs?: number;
  /** A dispatched job not done within this is dispatched again: Redis keeps nothing on disk here. */
  leaseMs?: number;
  /**
   * A job dispatched this long ago and unknown to the queue (Redis restarted empty) or failed there
   * without a result (its worker lost the database) goes back to the outbox at once, not after the lease.
   */
  requeueAfterMs?: number;
  onError?: (error: unknown) => void;
}

/** BullMQ ids may not contain ':'; one id per attempt, so a retry is a new job and a re-dispatch is not. */
export const bullJobId = (job: Pick<OutboxJob, 'jobId' | 'attempts'>): string =>
  `${job.jobId.replace(/:/g, '.')}#${job.attempts}`;

/**
 * Production runner: Postgres holds the truth (the outbox), Redis carries the work. Dispatch takes due
 * outbox rows under a lease and adds them to BullMQ with deterministic ids; workers run them with
 * the shared `executeJob`, which records each result once.
 */
export class BullMqRunner {
  private queue: Queue | null = null;
  private worker: Worker | null = null;
  private timer: NodeJS.Timeout | null = null;
  private dispatching: Promise<void> | null = null;
  private reconciling: Promise<void> | null = null;
  private reconcileTimer: NodeJS.Timeout | null = null;
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly deps: JobDependencies,
    private readonly options: BullMqRunnerOptions,
  ) {}

  async start(): Promise<void> {
    // Loaded here, not with the module: the platform's index exports this runner, and the embedded
    // default (no Redis) would otherwise load BullMQ and its Redis client at every start.
    const { Queue, Worker } = await import('bullmq');
    const connection = { url: this.options.redisUrl, maxRetriesPerRequest: null };
    this.queue = new Queue(QUEUE_NAME, { connection });
    this.queue.on('error', (error) => this.options.onError?.(error));
    this.worker = new Worker(QUEUE_NAME, async (job) => executeJob(job.data as OutboxJob, this.deps), {
      connection,
      concurrency: this.options.concurrency ?? 4,
    });
    this.worker.on('error', (error) => this.options.onError?.(error));
    if (this.options.dispatch !== false) {
      this.unlisten = await this.deps.db.listen(OUTBOX_CHANNEL, () => void this.dispatchNow());
      this.timer = setInterval(() => void this.dispatchNow(), this.options.pollIntervalMs ?? 1000);
      this.reconcileTimer = setInterval(() => void this.reconcileNow(), 5000);
      await this.dispatchNow();
    }
  }

  /** Moves due outbox rows into the queue; one pass at a time per process. */
  dispatchNow(): Promise<void> {
    this.dispatching ??= this.dispatch().finally(() => (this.dispatching = null));
    return this.dispatching;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    if (this.reconcileTimer) clearInterval(this.reconcileTimer);
    await this.unlisten?.();
    await this.dispatching;
    await this.reconciling;
    await this.worker?.close();
    await this.queue?.close();
  }

  /** Gives the outbox back what the queue lost; one pass at a time per process. */
  reconcileNow(): Promise<void> {
    this.reconciling ??= this.reconcile().finally(() => (this.reconciling = null));
    return this.reconciling;
  }

  private async reconcile(): Promise<void> {
    try {
      const stale = await dispatchedJobsOlderThan(this.deps.db, {
        ageMs: this.options.requeueAfterMs ?? 15_000,
        leaseMs: this.options.leaseMs ?? 600_000,
        limit: 500,
      });
      let released = 0;
      for (const job of stale) {
        if ((await this.lostByQueue(bullJobId(job))) && (await releaseDispatchedJob(this.deps.db, job))) released++;
      }
      if (released > 0) await this.dispatchNow();
    } catch (error) {
      this.options.onError?.(error);
    }
  }

  /**
   * Unknown to Redis (it restarted empty), failed there (its worker lost the database mid-job), or
   * active with no worker holding its lock (its worker was killed): BullMQ's own stalled check should
   * bring the last back, but it was seen to leave such jobs active for minutes.
   */
  private async lostByQueue(id: string): Promise<boolean> {
    const queue = this.startedQueue();
    const state = await queue.getJobState(id);
    if (state === 'unknown' || state === 'failed') return true;
    if (state !== 'active') return false;
    const client = await queue.getBackend().connection.client;
    return (await client.get(queue.toKey(`${id}:lock`))) === null;
  }

  /** The queue `start` opened; a pass run before it fails, and says so through `onError`. */
  private startedQueue(): Queue {
    if (!this.queue) throw new Error('the BullMQ runner is not started');
    return this.queue;
  }

  private async dispatch(): Promise<void> {
    try {
      for (;;) {
        const jobs = await this.deps.db.transaction((tx) =>
          claimDueJobs(tx, { limit: 100, leaseMs: this.options.leaseMs ?? 600_000, nextStatus: 'dispatched' }),
        );
        if (jobs.length === 0) return;
        await this.startedQueue().addBulk(
          jobs.map((job) => ({
            name: job.type,
            data: job,
            opts: { jobId: bullJobId(job), removeOnComplete: { age: 86_400 }, removeOnFail: { age: 7 * 86_400 } },
          })),
        );
      }
    } catch (error) {
      this.options.onError?.(error);
    }
  }
}
