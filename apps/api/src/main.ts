import { ConfigError, DataDirLockedError, loadConfig } from '@portal/platform';
import { startServer } from './server';

async function main(): Promise<void> {
  const server = await startServer(loadConfig());
  const shutdown = async () => {
    await server.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown());
  process.once('SIGINT', () => void shutdown());
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DataDirLockedError;
  console.error(known ? error.message : error);
  process.exit(1);
});
