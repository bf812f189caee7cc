import { SingleBar } from 'cli-progress';
import { ALL_PROJECTIONS, findProjection, replayProjections } from '@portal/projections';
import { ConfigError, DataDirLockedError, loadConfig, openPlatform } from '@portal/platform';

/**
 * `npm run replay -- [projection]`: rebuilds one read model, or all of them, from the event log. All of
 * them are rebuilt in one pass over the log (each page read once for every read model), not one pass each.
 */
async function main(): Promise<void> {
  const name = process.argv.at(2);
  const projections = name ? [findProjection(name)] : ALL_PROJECTIONS;
  if (projections.some((projection) => !projection)) {
    throw new ConfigError(`Unknown projection "${name}". Known: ${ALL_PROJECTIONS.map((p) => p.name).join(', ')}`);
  }
  const platform = await openPlatform(loadConfig(), { applicationName: 'course-portal-replay' });
  try {
    const label = name ?? `all ${projections.length} read models`;
    const bar = new SingleBar({
      format: `${label.padEnd(24)} [{bar}] {percentage}% | {value}/{total} events | {duration}s`,
    });
    bar.start(1, 0);
    const { events } = await replayProjections(
      platform.store,
      projections.filter((projection) => projection !== undefined),
      {
        onProgress: ({ done, total }) => {
          bar.setTotal(Math.max(total, 1));
          bar.update(done);
        },
      },
    );
    bar.update(Math.max(events, 1));
    bar.stop();
    // The bar draws only on a terminal; the outcome is printed anywhere (a CI job, a pipe).
    console.log(`${label}: rebuilt from ${events} events`);
  } finally {
    await platform.close();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DataDirLockedError;
  console.error(known ? error.message : error);
  process.exit(1);
});
