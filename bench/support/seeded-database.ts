import { randomBytes } from 'node:crypto';
import { type Config, loadConfig } from '@portal/platform';
import { startServer } from '@portal/api/dist/server';
import { type BenchDatabase, createBenchDatabase } from './bench-database';

export interface SeededDatabase {
  database: BenchDatabase;
  /** The production configuration of a process on this database. */
  env: Record<string, string>;
  config: Config;
}

/**
 * A fresh database with the demo catalogue, staff and applicant made through the real commands (the
 * API's own seed). The bench data is cloned from these events and rows, so it has their exact shapes.
 */
export async function seededDatabase(label: string): Promise<SeededDatabase> {
  const database = await createBenchDatabase(label);
  const env = {
    DATABASE_URL: database.url,
    PERSONAL_DATA_MASTER_KEY: randomBytes(32).toString('base64'),
    REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/15',
    SEED_DEMO: 'true',
    SEED_DEMO_APPLICANTS: '0',
    LOG_LEVEL: 'warn',
    PORT: String(22_000 + Math.floor(Math.random() * 10_000)),
    DATA_DIR: `.tmp/bench-${label}`,
  };
  const config = loadConfig(env);
  const server = await startServer(config, { webApps: false });
  await server.close();
  return { database, env, config };
}
