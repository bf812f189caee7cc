import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { createLogger, loadConfig } from '@portal/platform';
import { startServer } from '../../apps/api/src/server';
import { PGLITE_DATA_DIR_TEMPLATE, TMP_DIR } from './paths';
import { TEST_DATABASE_URL, withDatabase } from './test-databases';

/** Where the run's seeded starting points are: each API suite's portal starts as a copy of one. */
export interface SeededTemplates {
  /** A PGlite data folder, seeded (its master key file and the seed's emails in it too). */
  pgliteDataDir: string;
  /** A PostgreSQL database to copy (`CREATE DATABASE … TEMPLATE`), and the key its personal data is sealed with. */
  postgresDatabase: string;
  postgresMasterKey: string;
}

/** Opens the API on `env` just long enough for it to seed the demo, as every portal's first start does. */
async function seed(env: NodeJS.ProcessEnv): Promise<void> {
  const config = loadConfig({ LOG_LEVEL: 'warn', SEED_DEMO: 'true', SEED_DEMO_APPLICANTS: '0', ...env });
  const server = await startServer(config, { logger: createLogger('warn', 'seed'), webApps: false, listen: false });
  await server.close();
}

async function adminQuery(sql: string): Promise<void> {
  const client = new Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Seeds the demo once per run on each backend (a seed is some thousand commands: seconds of CPU that
 * every suite would otherwise spend again), and returns the teardown that drops them.
 */
export async function makeSeededTemplates(): Promise<{ templates: SeededTemplates; drop(): Promise<void> }> {
  const folder = mkdtempSync(join(TMP_DIR, 'seeded-'));
  const pgliteDataDir = join(folder, 'pglite-data-dir');
  const building = join(folder, 'building');
  if (existsSync(PGLITE_DATA_DIR_TEMPLATE)) cpSync(PGLITE_DATA_DIR_TEMPLATE, join(building, 'pglite'), { recursive: true });
  const postgresDatabase = `portal_seeded_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const postgresMasterKey = randomBytes(32).toString('base64');
  await adminQuery(`CREATE DATABASE ${postgresDatabase}`);
  const drop = async () => {
    rmSync(folder, { recursive: true, force: true });
    await adminQuery(`DROP DATABASE IF EXISTS ${postgresDatabase} WITH (FORCE)`);
  };
  try {
    await seed({ DATA_DIR: building });
    rmSync(join(building, 'portal.lock'), { force: true });
    renameSync(building, pgliteDataDir);
    await seed({
      DATA_DIR: mkdtempSync(join(folder, 'postgres-')),
      DATABASE_URL: withDatabase(TEST_DATABASE_URL, postgresDatabase),
      PERSONAL_DATA_MASTER_KEY: postgresMasterKey,
    });
  } catch (error) {
    await drop();
    throw error;
  }
  return { templates: { pgliteDataDir, postgresDatabase, postgresMasterKey }, drop };
}
