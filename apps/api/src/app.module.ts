import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import type { Logger, Platform, WorkerRuntime } from '@portal/worker';
import { CatalogModule } from './catalog/catalog.module';
import { HealthModule } from './health/health.module';
import { ErrorFilter } from './http/error.filter';
import { PlatformModule } from './platform/platform.module';

/** One module per bounded context; each later capability adds its own. */
@Module({})
export class AppModule {
  static register(platform: Platform, logger: Logger, workers: WorkerRuntime | null): DynamicModule {
    return {
      module: AppModule,
      imports: [PlatformModule.register(platform, logger, workers), CqrsModule.forRoot(), CatalogModule, HealthModule],
      providers: [{ provide: APP_FILTER, useClass: ErrorFilter }],
    };
  }
}
