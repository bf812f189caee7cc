import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RetryFailedJobController } from './jobs-retry/retry-failed-job.controller';
import { RetryFailedJobHandler } from './jobs-retry/retry-failed-job.handler';
import { AdminJobsController } from './jobs-status/admin-jobs.controller';

/** The platform's background jobs for admins: counts and failures, and running a failed one again. */
@Module({
  imports: [CqrsModule],
  controllers: [AdminJobsController, RetryFailedJobController],
  providers: [RetryFailedJobHandler],
})
export class AdminJobsModule {}
