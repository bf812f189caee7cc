import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@portal/event-store';
import { freePort, startProcess, waitForHealth } from '../../support/running-portal';
import { type TestDatabase, openTestDatabase } from '../../support/test-databases';
import { OwnRedis } from '../../support/own-redis';

type Started = ReturnType<typeof startProcess>;

/**
 * The production deployment scaled out: several API and worker processes on one Postgres database
 * (this test's own) and one Redis (this test's own, so it may be stopped), each process with a data
 * directory of its own, as on separate machines. `db` reads that database directly, to compare what
 * the processes wrote.
 */
export interface PortalCluster {
  apis: string[];
  env: NodeJS.ProcessEnv;
  db: Database;
  databaseName: string;
  redis: OwnRedis;
  output(): string;
  /** SIGKILLs the worker at `index`, as a crash would. */
  killWorker(index: number): Promise<void>;
  /** Starts a fresh worker in place of the one at `index`. */
  restartWorker(index: number): void;
  /** SIGKILLs the API process at `index` mid-request, as a crash would. */
  killApi(index: number): Promise<void>;
  /** Starts the API at `index` again on its port; resolves once it answers its health check. */
  restartApi(index: number): Promise<void>;
  stop(): Promise<void>;
}

export async function startCluster(options: {
  apis: number;
  workers: number;
  env?: NodeJS.ProcessEnv;
  /** A database of the test's own server (test/support/own-postgres.ts); else one on the shared server. */
  database?: TestDatabase;
}): Promise<PortalCluster> {
  const database = options.database ?? (await openTestDatabase('postgres', { max: 4 }));
  const redis = await OwnRedis.start();
  const env: NodeJS.ProcessEnv = {
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    PERSONAL_DATA_MASTER_KEY: randomBytes(32).toString('base64'),
    SEED_DEMO: 'true',
    // The made-up applicants are written after the API is up: they would run into the measured load.
    SEED_DEMO_APPLICANTS: '0',
    DATABASE_POOL_SIZE: '6',
    ...options.env,
  };
  const apis: Array<Started & { url: string }> = [];
  const workers: Started[] = [];
  let earlier = '';
  const exit = ({ child }: Started, name: string) =>
    child.exitCode !== null || child.signalCode !== null
      ? `\n[${name} exited: ${child.exitCode ?? child.signalCode}]\n`
      : '';
  const output = () =>
    earlier +
    apis.map((api, i) => api.output() + exit(api, `api ${i}`)).join('') +
    workers.map((worker, i) => worker.output() + exit(worker, `worker ${i}`)).join('');
  /** Each process gets its own disk: nothing one of them writes there is seen by another. */
  const ownDisk = () => ({ DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-cluster-')) });
  const all = (): ChildProcess[] => [...apis, ...workers].map((process) => process.child);
  try {
    // The first API migrates and seeds the demo alone; the others then start on a ready database.
    for (let i = 0; i < options.apis; i++) {
      const port = await freePort();
      const api = {
        ...startProcess('api', { ...env, ...ownDisk(), PORT: String(port) }),
        url: `http://127.0.0.1:${port}`,
      };
      apis.push(api);
      await waitForHealth(api.url, api.child, output);
    }
    for (let i = 0; i < options.workers; i++) workers.push(startProcess('worker', { ...env, ...ownDisk() }));
  } catch (error) {
    for (const child of all()) if (child.exitCode === null) child.kill('SIGKILL');
    await redis.stop();
    await database.dispose();
    throw error;
  }
  return {
    apis: apis.map((api) => api.url),
    env,
    db: database.db,
    databaseName: new URL(database.url as string).pathname.slice(1),
    redis,
    output,
    async killWorker(index) {
      const child = workers[index].child;
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
    restartWorker(index) {
      earlier += workers[index].output();
      workers[index] = startProcess('worker', { ...env, ...ownDisk() });
    },
    async killApi(index) {
      const child = apis[index].child;
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
    async restartApi(index) {
      earlier += apis[index].output();
      const { url } = apis[index];
      apis[index] = { ...startProcess('api', { ...env, ...ownDisk(), PORT: new URL(url).port }), url };
      await waitForHealth(url, apis[index].child, output);
    },
    async stop() {
      for (const child of all()) {
        if (child.exitCode !== null || child.signalCode !== null) continue;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await redis.stop();
      await database.dispose();
    },
  };
}
