import { Subscription } from '@portal/event-store';
import { ASYNC_PROJECTIONS } from '@portal/projections';
import { type JobDependencies, type JobHandler, handlerMap } from './jobs/job-handler';
import { PRODUCTION_JOB_HANDLERS } from './jobs/registry';
import { createMailer } from './mail/create-mailer';
import type { Logger } from './platform/logger';
import type { Platform } from './platform/platform';
import { BullMqRunner } from './runners/bullmq-runner';
import { InProcessRunner } from './runners/in-process-runner';
import { WebhookDispatcher } from './webhooks/webhook-dispatcher';
import { webhookFanout } from './webhooks/webhook-fanout';
import { webhookSettings } from './webhooks/webhook-settings';

export interface WorkerRuntime {
  queueKind: 'in-process' | 'bullmq';
  stop(): Promise<void>;
}

/** What the runners hand every job: the command path for its result, and the services handlers use. */
export function jobDependencies(
  platform: Pick<Platform, 'db' | 'store' | 'commands' | 'tokens' | 'config' | 'files'>,
  logger: Logger,
  handlers: ReadonlyArray<JobHandler> = PRODUCTION_JOB_HANDLERS,
): JobDependencies {
  const { db, store, commands, tokens, config, files } = platform;
  return {
    db,
    handlers: handlerMap(handlers),
    services: { store, commands, tokens, config, logger, files, mailer: createMailer(config, logger) },
  };
}

/**
 * Starts the job runner (BullMQ with REDIS_URL, else in-process) and the async projections.
 * The worker process runs this alone; the embedded default runs it inside the API process.
 */
export async function startWorkers(platform: Platform, logger: Logger): Promise<WorkerRuntime> {
  const deps = jobDependencies(platform, logger);
  const onError = (error: unknown) => logger.error({ err: error }, 'background work failed; it will be retried');
  const runner = platform.config.REDIS_URL
    ? new BullMqRunner(deps, { redisUrl: platform.config.REDIS_URL, onError })
    : new InProcessRunner(deps, { onError });
  await runner.start();
  const subscriptions = ASYNC_PROJECTIONS.map(
    (projection) => new Subscription(platform.store, projection, { onError }),
  );
  // Webhooks leave from the committed log only: a subscription queues deliveries, the dispatcher sends them.
  subscriptions.push(new Subscription(platform.store, webhookFanout(platform.db), { onError }));
  for (const subscription of subscriptions) await subscription.start();
  const webhooks = new WebhookDispatcher(platform.db, platform.store, webhookSettings(platform.config), onError);
  await webhooks.start();
  logger.info(
    { queue: platform.config.REDIS_URL ? 'bullmq' : 'in-process', projections: subscriptions.length },
    'workers started',
  );
  return {
    queueKind: platform.config.REDIS_URL ? 'bullmq' : 'in-process',
    async stop() {
      await webhooks.stop();
      for (const subscription of subscriptions) await subscription.stop();
      await runner.stop();
    },
  };
}
