import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import type { Logger, Platform, WorkerRuntime } from '@portal/platform';
import { AdminModule } from './admin/admin.module';
import { ApplicationsModule } from './applications/applications.module';
import { CatalogModule } from './catalog/catalog.module';
import { CertificatesModule } from './certificates/certificates.module';
import { ContentModule } from './content/content.module';
import { EnrollmentModule } from './enrollment/enrollment.module';
import { HealthModule } from './health/health.module';
import { AccessGuard } from './identity/access/access.guard';
import { SessionCache } from './identity/access/session-cache';
import { SessionUse } from './identity/access/session-use';
import { ApiTokenUse } from './identity/access/api-token-use';
import { IdentityModule } from './identity/identity.module';
import { RedirectModule } from './identity/redirect/redirect.module';
import { SocialProvidersModule } from './identity/social/providers/social-providers.module';
import { ErrorFilter } from './http/error.filter';
import { PaymentsModule } from './payments/payments.module';
import { PodsModule } from './pods/pods.module';
import { PlatformModule } from './platform/platform.module';
import type { StandIns } from './platform/stand-ins';
import { ProfileModule } from './profile/profile.module';

/**
 * One module per bounded context for applicants and the public, and the staff's under AdminModule.
 * The stand-ins come from the caller (server.ts), the only one that knows `demo-providers/`.
 */
@Module({})
export class AppModule {
  static register(
    platform: Platform,
    logger: Logger,
    workers: WorkerRuntime | null,
    standIns: StandIns,
  ): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.register(platform, logger, workers, standIns),
        CqrsModule.forRoot(),
        CatalogModule,
        ApplicationsModule,
        EnrollmentModule,
        AdminModule,
        PaymentsModule,
        PodsModule,
        CertificatesModule,
        ContentModule,
        HealthModule,
        IdentityModule,
        ProfileModule,
        SocialProvidersModule,
        RedirectModule,
      ],
      providers: [
        { provide: APP_FILTER, useClass: ErrorFilter },
        SessionCache,
        SessionUse,
        ApiTokenUse,
        { provide: APP_GUARD, useClass: AccessGuard },
      ],
    };
  }
}
