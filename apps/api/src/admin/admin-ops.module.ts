import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AdminCertificateListController } from './certificates-list/admin-certificate-list.controller';
import { ReissueCertificateController } from './certificates-reissue/reissue-certificate.controller';
import { ReissueCertificateHandler } from './certificates-reissue/reissue-certificate.handler';
import { AdminJobsController } from './jobs-status/admin-jobs.controller';
import { RetryFailedJobController } from './jobs-retry/retry-failed-job.controller';
import { RetryFailedJobHandler } from './jobs-retry/retry-failed-job.handler';
import { AdminPaymentsController } from './payments-list/admin-payments.controller';
import { AdminPodsController } from './pods-list/admin-pods.controller';

const httpControllers = [
  AdminPodsController,
  AdminCertificateListController,
  ReissueCertificateController,
  AdminPaymentsController,
  AdminJobsController,
  RetryFailedJobController,
];
const commandHandlers = [ReissueCertificateHandler, RetryFailedJobHandler];

/** The staff app's operations reads and actions: pods and megapods, certificates, payments, jobs. */
@Module({ imports: [CqrsModule], controllers: httpControllers, providers: commandHandlers })
export class AdminOpsModule {}
