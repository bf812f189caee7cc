import { performance } from 'node:perf_hooks';
import express from 'express';
import { loadConfig } from '@portal/platform';
import { startServer } from '@portal/api/dist/server';

/** The constant body of the baseline route: a short page in the list shape. */
const CONSTANT = { count: 1, next: null, previous: null, results: [{ id: 'constant', name: 'Constant' }] };

/**
 * The API process under load, with a baseline beside it in the same process (so both share one event
 * loop and one CPU budget): a bare express app on the next port returning a constant JSON body.
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const server = await startServer(config, { webApps: false });
  const baseline = express();
  baseline.get('/constant/', (_request, response) => void response.json(CONSTANT));
  // How busy this process's event loop has been since the last ask: the bench asks before and after a load.
  let since = performance.eventLoopUtilization();
  baseline.get('/event-loop/', (_request, response) => {
    const { utilization } = performance.eventLoopUtilization(since);
    since = performance.eventLoopUtilization();
    response.json({ utilization });
  });
  const listener = baseline.listen(config.PORT + 1, '127.0.0.1');
  await new Promise((resolve) => listener.once('listening', resolve));
  process.stdout.write('ready\n');
  const stop = async () => {
    listener.close();
    await server.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
