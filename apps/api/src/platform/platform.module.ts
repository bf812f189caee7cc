import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { Logger, Platform, WorkerRuntime } from '@portal/platform';

export const PLATFORM = Symbol('PLATFORM');
export const LOGGER = Symbol('LOGGER');
export const WORKERS = Symbol('WORKERS');

/** Hands the already-open platform (database, store, command path) to every module. */
@Global()
@Module({})
export class PlatformModule {
  static register(platform: Platform, logger: Logger, workers: WorkerRuntime | null): DynamicModule {
    return {
      module: PlatformModule,
      providers: [
        { provide: PLATFORM, useValue: platform },
        { provide: LOGGER, useValue: logger },
        { provide: WORKERS, useValue: workers },
      ],
      exports: [PLATFORM, LOGGER, WORKERS],
    };
  }
}
