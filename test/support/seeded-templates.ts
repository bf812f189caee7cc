import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { createLogger, loadConfig } from '@portal/platform';
import { startServer } from '../../apps/api/src/server';
import { PGLITE_DATA_DIR_TEMPLATE, TMP_DIR } from './paths';
import { TEST_DATABASE_URL, withDatabase } from './test-databases';

/** Where the run's seeded starting points are: each portal of a suite starts as a copy of one. */
export interface SeededTemplates {
  /** A PGlite data folder, seeded (its master key file and the seed's emails in it too). */
  pgliteDataDir: string;
  /** A PostgreSQL database to copy (`CREATE DATABASE … TEMPLATE`), and the key its personal data is sealed with. */
  postgresDatabase?: string;
  postgresMasterKey?: string;
}

/**
 * Settings that leave what the demo seed writes as it is: with only these, a portal starts from the
 * run's seeded copy. Any other (the number of demo applicants, above all) seeds afresh.
 */
const SEED_NEUTRAL_SETTINGS = new Set([
  'LOG_LEVEL',
  ...['ORCID', 'GITHUB', 'GOOGLE'].flatMap((provider) => [`${provider}_CLIENT_ID`, `${provider}_CLIENT_SECRET`]),
  ...['ORCID_URL', 'ORCID_API_URL', 'GITHUB_URL', 'GITHUB_API_URL'],
  ...['GOOGLE_AUTH_URL', 'GOOGLE_TOKEN_URL', 'GOOGLE_TOKENINFO_URL', 'GOOGLE_USERINFO_URL'],
  ...['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL', 'CHECKOUT_RECONCILE_AFTER_SECONDS'],
  ...['WEBHOOK_RETRY_BASE_MS', 'WEBHOOK_RETRY_HOURS', 'WEBHOOK_TIMEOUT_MS', 'WEBHOOK_PRIVATE_URLS'],
  // These change only the seed's own emails (where they go, their links, how long they work): a test
  // reads only the emails it causes.
  ...['SMTP_URL', 'PUBLIC_URL', 'EMAIL_TOKEN_TTL_HOURS'],
  ...['SESSION_IDLE_DAYS', 'SESSION_MAX_DAYS', 'TRUST_PROXY', 'CORS_ORIGINS'],
]);

export const seedNeutral = (extraEnv: NodeJS.ProcessEnv): boolean =>
  Object.keys(extraEnv).every((name) => SEED_NEUTRAL_SETTINGS.has(name));

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
 * Seeds the demo once per run on PGlite and, unless `pgliteOnly`, on PostgreSQL (a seed is some
 * thousand commands: seconds of CPU that every suite would otherwise spend again), and returns the
 * teardown that drops them.
 */
export async function makeSeededTemplates({ pgliteOnly = false } = {}): Promise<{
  templates: SeededTemplates;
  drop(): Promise<void>;
}> {
  const folder = mkdtempSync(join(TMP_DIR, 'seeded-'));
  const pgliteDataDir = join(folder, 'pglite-data-dir');
  const building = join(folder, 'building');
  if (existsSync(PGLITE_DATA_DIR_TEMPLATE))
    cpSync(PGLITE_DATA_DIR_TEMPLATE, join(building, 'pglite'), { recursive: true });
  const postgresDatabase = `portal_seeded_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const postgresMasterKey = randomBytes(32).toString('base64');
  if (!pgliteOnly) await adminQuery(`CREATE DATABASE ${postgresDatabase}`);
  const drop = async () => {
    rmSync(folder, { recursive: true, force: true });
    if (!pgliteOnly) await adminQuery(`DROP DATABASE IF EXISTS ${postgresDatabase} WITH (FORCE)`);
  };
  try {
    await seed({ DATA_DIR: building });
    rmSync(join(building, 'portal.lock'), { force: true });
    renameSync(building, pgliteDataDir);
    if (!pgliteOnly)
      await seed({
        DATA_DIR: mkdtempSync(join(folder, 'postgres-')),
        DATABASE_URL: withDatabase(TEST_DATABASE_URL, postgresDatabase),
        PERSONAL_DATA_MASTER_KEY: postgresMasterKey,
      });
  } catch (error) {
    await drop();
    throw error;
  }
  if (pgliteOnly) return { templates: { pgliteDataDir }, drop };
  return { templates: { pgliteDataDir, postgresDatabase, postgresMasterKey }, drop };
}
