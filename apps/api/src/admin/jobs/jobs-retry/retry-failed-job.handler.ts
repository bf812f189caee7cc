import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RefusedError } from '@portal/domain';
import { retryJob } from '@portal/event-store';
import type { Platform } from '@portal/platform';
import { requestMetadata } from '../../../identity/shared/metadata';
import { PLATFORM } from '../../../platform/platform.module';
import { findJob } from '../jobs-status/job-queries';
import { RetryFailedJobCommand } from './retry-failed-job.command';

/** Recorded on the job's own stream, so the log says which staff member put a failed job back in line. */
export const FAILED_JOB_RETRIED = 'FailedJobRetried';

/**
 * Puts a failed outbox job back in line (the truth for both runners: BullMQ dispatch and the
 * in-process runner both take pending rows) and records who did it, in one transaction.
 */
@CommandHandler(RetryFailedJobCommand)
export class RetryFailedJobHandler implements ICommandHandler<RetryFailedJobCommand, void> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ actor, id }: RetryFailedJobCommand): Promise<void> {
    const job = await findJob(this.platform.db, id);
    if (!job) throw new NotFoundException();
    await this.platform.db.transaction(async (tx) => {
      if (!(await retryJob(tx, job.job_id))) throw new RefusedError('not_failed', 'Only a failed job can be retried.');
      const data = { jobId: job.job_id, jobType: job.type, retriedAt: new Date().toISOString() };
      await this.platform.commands.appendAndProject(
        tx,
        [
          {
            streamId: `job-${id}`,
            streamType: 'job',
            expectedVersion: 'any',
            events: [{ type: FAILED_JOB_RETRIED, data }],
          },
        ],
        requestMetadata(actor),
      );
    });
  }
}
