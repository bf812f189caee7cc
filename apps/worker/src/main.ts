import {
  ConfigError,
  DataDirLockedError,
  createLogger,
  loadConfig,
  moveLocalFilesIntoStore,
  openPlatform,
  startWorkers,
} from '@portal/platform';

/** The worker process of the production deployment (`npm run start:worker`); scale by running more. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL, 'worker');
  if (!config.REDIS_URL || !config.DATABASE_URL) {
    throw new ConfigError(
      'The separate worker needs DATABASE_URL and REDIS_URL; without them `npm start` runs the jobs in-process.',
    );
  }
  const platform = await openPlatform(config, { applicationName: 'course-portal-worker' });
  await moveLocalFilesIntoStore(config.DATA_DIR, platform.db, platform.files, logger);
  const workers = await startWorkers(platform, logger);
  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'stopping');
    await workers.stop();
    await platform.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DataDirLockedError;
  console.error(known ? error.message : error);
  process.exit(1);
});
