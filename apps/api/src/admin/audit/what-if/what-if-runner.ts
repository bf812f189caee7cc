import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { WhatIfRequest } from '@portal/contracts';
import type { Logger, Platform } from '@portal/platform';
import { LOGGER, PLATFORM } from '../../../platform/platform.module';
import { replayWhatIf } from './replay-what-if';
import {
  ensureWhatIfRunsTable,
  insertWhatIfRun,
  recordWhatIfFailure,
  recordWhatIfProgress,
  recordWhatIfResult,
} from './what-if-runs';

/** Starts what-if replays in the background and records their progress and result as they go. */
@Injectable()
export class WhatIfRunner implements OnModuleInit, OnApplicationShutdown {
  private readonly running = new Set<Promise<void>>();

  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onModuleInit(): Promise<void> {
    await ensureWhatIfRunsTable(this.platform.db);
  }

  /** A closing server lets its replays finish their last write rather than cut them off mid-query. */
  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.running);
  }

  async start(request: WhatIfRequest, requestedBy: string): Promise<string> {
    const id = randomUUID();
    const db = this.platform.db;
    await insertWhatIfRun(db, { id, courseId: request.course, variation: request.variation, requestedBy });
    const run = replayWhatIf(this.platform.store, request.course, request.variation, (progress) =>
      recordWhatIfProgress(db, id, progress),
    )
      .then((result) => recordWhatIfResult(db, id, result))
      .catch(async (error: unknown) => {
        this.logger.error({ err: error, run: id }, 'what-if: the replay failed');
        await recordWhatIfFailure(db, id, error instanceof Error ? error.message : String(error));
      })
      .finally(() => this.running.delete(run));
    this.running.add(run);
    return id;
  }
}
