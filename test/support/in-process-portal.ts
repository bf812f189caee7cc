import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { type Platform, createLogger, loadConfig } from '@portal/platform';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { inject } from 'vitest';
import { type RunningServer, startServer } from '../../apps/api/src/server';
import { routeOriginToInject } from './inject-dispatcher';
import { freePort } from './free-port';
import { seedNeutral } from './seeded-templates';
import { PGLITE_DATA_DIR_TEMPLATE } from './paths';
import { type BackendName, type TestDatabase, openTestDatabase } from './test-databases';

export { BACKENDS, type BackendName } from './test-databases';

/** The portal in this process: what a test reaches it through and what it may look into. */
export interface InProcessPortal {
  /** Where `fetch` reaches the portal (answered through Fastify's inject: nothing listens there). */
  baseUrl: string;
  dataDir: string;
  env: NodeJS.ProcessEnv;
  platform: Platform;
  app: NestFastifyApplication;
  /** Everything the portal logged, one JSON line an entry. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * The whole API in this process, as `npm start` composes it (the same Nest application, guards,
 * hooks, job runner and seed), on a PGlite folder or a real PostgreSQL database of its own. Requests
 * reach it through `inject`: no port is listened on, no process started, nothing built.
 */
export async function openPortal(backend: BackendName, extraEnv: NodeJS.ProcessEnv = {}): Promise<InProcessPortal> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // The run's seeded starting point, unless the test's settings could change what the seed writes.
  const seeded = seedNeutral(extraEnv) ? inject('seededTemplates') : undefined;
  const dataDir = extraEnv.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'portal-api-'));
  if (backend === 'pglite' && !extraEnv.DATA_DIR) {
    // A folder is copied, not made: initdb costs seconds, and the seed more.
    const template = seeded?.pgliteDataDir ?? PGLITE_DATA_DIR_TEMPLATE;
    if (existsSync(template)) cpSync(template, seeded ? dataDir : join(dataDir, 'pglite'), { recursive: true });
  }
  const database: TestDatabase | null =
    backend === 'postgres' ? await openTestDatabase('postgres', { max: 2, template: seeded?.postgresDatabase }) : null;
  const env: NodeJS.ProcessEnv = {
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The demo's staff and courses, as in both deployments; its 300 made-up applicants only when asked.
    SEED_DEMO: 'true',
    SEED_DEMO_APPLICANTS: '0',
    ...(database
      ? {
          DATABASE_URL: database.url,
          PERSONAL_DATA_MASTER_KEY: seeded?.postgresMasterKey ?? randomBytes(32).toString('base64'),
        }
      : {}),
    ...extraEnv,
  };
  let logged = '';
  const logs = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged += chunk.toString();
      done();
    },
  });
  const config = loadConfig(env);
  let server: RunningServer;
  try {
    server = await startServer(config, {
      logger: createLogger(config.LOG_LEVEL, 'api', logs),
      webApps: false,
      listen: false,
    });
  } catch (error) {
    await database?.dispose();
    throw error;
  }
  // Reading `fetch` loads Node's undici, which sets the global dispatcher the route wraps.
  if (typeof globalThis.fetch !== 'function') throw new Error('this Node has no fetch');
  // Both loopback names: the links in emails are written with `localhost`.
  const unroute = routeOriginToInject([baseUrl, `http://localhost:${port}`], (options) => server.app.inject(options));
  return {
    baseUrl,
    dataDir,
    env,
    platform: server.platform,
    app: server.app,
    output: () => logged,
    async stop() {
      unroute();
      await server.close();
      await database?.dispose();
      if (!extraEnv.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
