import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { Logger, Platform, WorkerRuntime } from '@portal/platform';
import { STAND_INS, type StandIns } from './stand-ins';

export const PLATFORM = Symbol('PLATFORM');
export const LOGGER = Symbol('LOGGER');
export const WORKERS = Symbol('WORKERS');

/** Hands the already-open platform (database, store, command path) and the chosen stand-ins to every module. */
@Global()
@Module({})
export class PlatformModule {
  static register(
    platform: Platform,
    logger: Logger,
    workers: WorkerRuntime | null,
    standIns: StandIns,
  ): DynamicModule {
    return {
      module: PlatformModule,
      providers: [
        { provide: PLATFORM, useValue: platform },
        { provide: LOGGER, useValue: logger },
        { provide: WORKERS, useValue: workers },
        { provide: STAND_INS, useValue: standIns },
      ],
      exports: [PLATFORM, LOGGER, WORKERS, STAND_INS],
    };
  }
}
