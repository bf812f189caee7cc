import { QUEUE_NAME } from './queue-name';

export interface BullQueueCounts {
  queue: string;
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
  completed: number;
}

/**
 * What BullMQ itself holds for the portal's queue (production). The outbox stays the truth about each
 * job; these counts show whether Redis is carrying the work (a lost Redis shows zeros while the outbox
 * still lists the jobs as dispatched, to be dispatched again when their lease ends).
 */
export async function bullQueueCounts(redisUrl: string): Promise<BullQueueCounts> {
  // bullmq is loaded here, not at start: the embedded default (no Redis) never needs it.
  const { Queue } = await import('bullmq');
  const queue = new Queue(QUEUE_NAME, { connection: { url: redisUrl, maxRetriesPerRequest: 1 } });
  try {
    // Partial: Redis answers the counts it has, and the zeros are ours.
    const counts: Partial<Record<string, number>> = await queue.getJobCounts(
      'waiting',
      'active',
      'delayed',
      'failed',
      'completed',
    );
    return {
      queue: QUEUE_NAME,
      waiting: counts.waiting ?? 0,
      active: counts.active ?? 0,
      delayed: counts.delayed ?? 0,
      failed: counts.failed ?? 0,
      completed: counts.completed ?? 0,
    };
  } finally {
    await queue.close();
  }
}
