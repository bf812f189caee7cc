import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { freePort } from './free-port';
import { seedNeutral } from './seeded-templates';
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

// What `npm run build:server` makes and `npm start` runs.
const API_ENTRY = join(REPO_ROOT, 'apps/api/dist/main.js');
const WORKER_ENTRY = join(REPO_ROOT, 'apps/worker/dist/main.js');

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
 * The whole product, built and started as processes: embedded (PGlite, in-process jobs) or production
 * (Postgres, Redis, a separate worker). Everything it uses is its own (port, data directory, Postgres
 * database, Redis server). The e2e tier's: what only a built process can show (the API tier runs the
 * application in the test's own process, in-process-portal.ts).
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
  const dataDir = extraEnv.DATA_DIR ?? newDataDir(deployment, extraEnv);
  env.DATA_DIR = dataDir;
  if (deployment === 'production') {
    database = await openTestDatabase('postgres', { max: 2 });
    redis = await OwnRedis.start().catch(async (error: unknown) => {
      await database?.dispose();
      throw error;
    });
    env = {
      ...env,
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      PERSONAL_DATA_MASTER_KEY: randomBytes(32).toString('base64'),
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
 * A fresh data directory. An embedded one starts as a copy of the run's seeded folder when the test's
 * settings leave the seed alone (e2e-global-setup.ts), else of the blank PGlite folder.
 */
function newDataDir(deployment: Deployment, extraEnv: NodeJS.ProcessEnv): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  if (deployment !== 'embedded') return dataDir;
  const seeded = seedNeutral(extraEnv) ? inject('seededTemplates') : undefined;
  if (seeded) cpSync(seeded.pgliteDataDir, dataDir, { recursive: true });
  else if (existsSync(PGLITE_DATA_DIR_TEMPLATE))
    cpSync(PGLITE_DATA_DIR_TEMPLATE, join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}

/** A child killed by a signal keeps `exitCode` null: waiting for its 'exit' then would never end. */
const hasExited = (child: ChildProcess): boolean => child.exitCode !== null || child.signalCode !== null;
