import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';
import { OwnRedis } from './own-redis';
import { PGLITE_DATA_DIR_TEMPLATE, REPO_ROOT } from './paths';
import { type TestDatabase, openTestDatabase } from './test-databases';

export { freePort } from './free-port';

export type Deployment = 'embedded' | 'production';
export const DEPLOYMENTS: Deployment[] = ['embedded', 'production'];

export interface RunningPortal {
  baseUrl: string;
  dataDir: string;
  env: NodeJS.ProcessEnv;
  output: () => string;
  stop(): Promise<void>;
  /** Production only: kills the separate worker process at once (SIGKILL), as a crash would. */
  killWorker(): Promise<void>;
  /** Production only: starts a fresh worker process after `killWorker`. */
  restartWorker(): void;
}

// The bundles `npm run build:server` makes (scripts/bundle-server.mjs), which `npm start` runs too.
const API_ENTRY = join(REPO_ROOT, 'apps/api/dist/bundle/main.cjs');
const WORKER_ENTRY = join(REPO_ROOT, 'apps/worker/dist/bundle/main.cjs');

/** Starts one process of the built app, as `npm start` would after its build. */
export function startProcess(
  entry: 'api' | 'worker',
  env: NodeJS.ProcessEnv,
): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, [entry === 'api' ? API_ENTRY : WORKER_ENTRY], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/**
 * Waits for the portal to answer its health check. The embedded demo seeds its people before it
 * listens, which takes well over a minute on a machine busy with other test runs.
 */
export async function waitForHealth(
  baseUrl: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs = 120_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the portal exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/api/health/`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the portal did not become healthy:\n${output()}`);
}

/**
 * The whole product: embedded (PGlite, in-process jobs) or production (Postgres, Redis, a worker).
 * Everything it uses is its own (port, data directory, Postgres database, Redis server), so suites
 * may run side by side in several jest workers.
 */
export async function startPortal(deployment: Deployment, extraEnv: NodeJS.ProcessEnv = {}): Promise<RunningPortal> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let database: TestDatabase | null = null;
  let redis: OwnRedis | null = null;
  // The demo's 300 made-up applicants take half a minute to create: only a test that needs them asks.
  let env: NodeJS.ProcessEnv = { PORT: String(port), SEED_DEMO_APPLICANTS: '0', ...extraEnv };
  // Both deployments get their own data directory: the embedded database lives there, and in both the
  // email outbox (without SMTP_URL) and uploaded images do.
  const seeded = deployment === 'production' ? seededProduction(extraEnv) : null;
  const dataDir = extraEnv.DATA_DIR ?? newDataDir(deployment, extraEnv, seeded);
  env.DATA_DIR = dataDir;
  if (deployment === 'production') {
    database = await openTestDatabase('postgres', { max: 2, template: seeded?.database });
    redis = await OwnRedis.start({ snapshot: seeded?.redisSnapshot }).catch(async (error: unknown) => {
      await database?.dispose();
      throw error;
    });
    env = {
      ...env,
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      PERSONAL_DATA_MASTER_KEY: seeded?.masterKey ?? randomBytes(32).toString('base64'),
      SEED_DEMO: 'true',
      ...extraEnv,
    };
  }
  const api = startProcess('api', env);
  let worker = deployment === 'production' ? startProcess('worker', env) : null;
  let earlierWorkerOutput = '';
  const output = () => api.output() + earlierWorkerOutput + (worker?.output() ?? '');
  try {
    await waitForHealth(baseUrl, api.child, output);
  } catch (error) {
    // A portal that never came up must not leave its worker (or database) behind to hang the run.
    for (const child of [api.child, worker?.child]) if (child && child.exitCode === null) child.kill('SIGKILL');
    await redis?.stop();
    await database?.dispose();
    throw error;
  }
  return {
    baseUrl,
    dataDir,
    env,
    output,
    async killWorker() {
      const running = worker;
      if (!running || hasExited(running.child)) return;
      const exited = new Promise((resolve) => running.child.once('exit', resolve));
      running.child.kill('SIGKILL');
      await exited;
    },
    restartWorker() {
      if (deployment !== 'production') throw new Error('only the production deployment has a separate worker');
      earlierWorkerOutput += worker?.output() ?? '';
      worker = startProcess('worker', env);
    },
    async stop() {
      for (const child of [api.child, worker?.child]) {
        if (!child || hasExited(child)) continue;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await redis?.stop();
      await database?.dispose();
    },
  };
}

/**
 * Settings a test may give a portal that leave the demo seed as it is: with only these, the portal
 * starts from the seeded starting point `npm test` made once (embedded: scripts/seeded-data-dir.mjs;
 * production: scripts/seeded-production.mjs), instead of seeding its own from blank (about five
 * seconds of CPU more per start). Any other setting (the number of demo applicants, above all) may
 * change what the seed writes.
 */
const SEED_NEUTRAL_SETTINGS = new Set([
  'LOG_LEVEL',
  // The seed signs no one in through a provider, publishes nothing to ORCID and pays nothing.
  ...['ORCID', 'GITHUB', 'GOOGLE'].flatMap((provider) => [`${provider}_CLIENT_ID`, `${provider}_CLIENT_SECRET`]),
  'ORCID_URL',
  'ORCID_API_URL',
  'GITHUB_URL',
  'GITHUB_API_URL',
  'GOOGLE_AUTH_URL',
  'GOOGLE_TOKEN_URL',
  'GOOGLE_TOKENINFO_URL',
  'GOOGLE_USERINFO_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_API_URL',
  // The seed makes no webhook.
  'WEBHOOK_RETRY_BASE_MS',
  'WEBHOOK_RETRY_HOURS',
  'WEBHOOK_TIMEOUT_MS',
  'WEBHOOK_PRIVATE_URLS',
  // These change only the seed's own emails (where they go, their links, how long those work): the
  // starting point was kept once they were delivered, and a test reads only the emails it causes.
  'SMTP_URL',
  'PUBLIC_URL',
  'EMAIL_TOKEN_TTL_HOURS',
]);

/** The production starting point `npm test` made once (scripts/seeded-production.mjs). */
interface SeededProduction {
  /** A template database: the portal's own is a copy of it. */
  database: string;
  /** Redis's snapshot of the seed's queues, loaded by the portal's own Redis. */
  redisSnapshot: string;
  dataDir: string;
  /** The key the template's personal data is sealed with. */
  masterKey: string;
}

/** The seeded production starting point, when the run made one and the test's settings leave the seed alone. */
function seededProduction(extraEnv: NodeJS.ProcessEnv): SeededProduction | null {
  const description = process.env.PORTAL_TEST_SEEDED_PRODUCTION;
  if (!description || !existsSync(description) || !seedNeutral(extraEnv)) return null;
  return JSON.parse(readFileSync(description, 'utf8')) as SeededProduction;
}

const seedNeutral = (extraEnv: NodeJS.ProcessEnv): boolean =>
  Object.keys(extraEnv).every((name) => SEED_NEUTRAL_SETTINGS.has(name));

/**
 * A fresh data directory. An embedded one starts as a copy of the seeded folder when the run made one
 * and the test's settings leave the seed alone, else of the blank PGlite folder the global setup made
 * (the files initdb would write, without its seconds: a minute on a busy machine). A production one
 * starts as a copy of the seeded production folder (the seed's emails) when its database is a copy of
 * the seeded template, else empty.
 */
function newDataDir(deployment: Deployment, extraEnv: NodeJS.ProcessEnv, seeded: SeededProduction | null): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  if (deployment === 'production') {
    if (seeded) {
      cpSync(seeded.dataDir, dataDir, { recursive: true });
      rmSync(join(dataDir, 'portal.lock'), { force: true });
    }
    return dataDir;
  }
  const seededFolder = process.env.PORTAL_TEST_SEEDED_DATA_DIR;
  if (seededFolder && existsSync(seededFolder) && seedNeutral(extraEnv))
    cpSync(seededFolder, dataDir, { recursive: true });
  else if (existsSync(PGLITE_DATA_DIR_TEMPLATE))
    cpSync(PGLITE_DATA_DIR_TEMPLATE, join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}

/** A child killed by a signal keeps `exitCode` null: waiting for its 'exit' then would never end. */
const hasExited = (child: ChildProcess): boolean => child.exitCode !== null || child.signalCode !== null;
