import { Module } from '@nestjs/common';
import { AdminAnnouncementsModule } from './announcements/admin-announcements.module';
import { AdminApplicationsModule } from './applications/admin-applications.module';
import { AdminAuditModule } from './audit/admin-audit.module';
import { AdminCatalogModule } from './catalog/admin-catalog.module';
import { AdminCertificatesModule } from './certificates/admin-certificates.module';
import { AdminContentModule } from './content/admin-content.module';
import { AdminEnrollmentModule } from './enrollment/admin-enrollment.module';
import { AdminIdentityModule } from './identity/admin-identity.module';
import { AdminJobsModule } from './jobs/admin-jobs.module';
import { AdminPaymentsModule } from './payments/admin-payments.module';
import { AdminPersonalDataModule } from './personal-data/admin-personal-data.module';
import { AdminPodsModule } from './pods/admin-pods.module';
import { AdminReviewModule } from './review/admin-review.module';
import { AdminWebhooksModule } from './webhooks/admin-webhooks.module';

/**
 * Every staff endpoint (`/api/admin/...`), one module per bounded context, so that the context modules
 * beside it hold only what applicants and the public call, and imports point from here into them.
 */
@Module({
  imports: [
    AdminApplicationsModule,
    AdminEnrollmentModule,
    AdminReviewModule,
    AdminCatalogModule,
    AdminContentModule,
    AdminPodsModule,
    AdminCertificatesModule,
    AdminPaymentsModule,
    AdminJobsModule,
    AdminAuditModule,
    AdminPersonalDataModule,
    AdminWebhooksModule,
    AdminIdentityModule,
    AdminAnnouncementsModule,
  ],
})
export class AdminModule {}
