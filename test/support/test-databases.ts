import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Client } from 'pg';
import { type Database, PgliteDatabase, PostgresDatabase } from '@portal/event-store';
import { PGLITE_TEMPLATE_PATH } from './paths';
import { TEST_DATABASE_URL } from './test-database-url';

export { TEST_DATABASE_URL };

export type BackendName = 'pglite' | 'postgres';

/** Both backends, so every storage test proves its point on PGlite and on real Postgres. */
export const BACKENDS: BackendName[] = ['pglite', 'postgres'];

/**
 * The machine's shared Redis. Tests do not use it: each one that needs Redis starts its own
 * (`OwnRedis`, own-redis.ts), since queues of the same name in a shared one would mix suites and runs.
 */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TestDatabase {
  db: Database;
  /** For Postgres, the URL of this test's own database (to start other processes on it). */
  url?: string;
  dispose(): Promise<void>;
}

/** `template`: a Postgres database to copy (`CREATE DATABASE … TEMPLATE`) instead of starting empty. */
export async function openTestDatabase(
  backend: BackendName,
  options: { max?: number; template?: string } = {},
): Promise<TestDatabase> {
  if (backend === 'pglite') {
    const template = new Blob([readFileSync(PGLITE_TEMPLATE_PATH)]);
    const db = await PgliteDatabase.open({ loadDataDir: template });
    return { db, dispose: () => db.close() };
  }
  const name = `portal_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(
    options.template ? `CREATE DATABASE ${name} TEMPLATE ${options.template}` : `CREATE DATABASE ${name}`,
  );
  const url = withDatabase(TEST_DATABASE_URL, name);
  const db = new PostgresDatabase({
    connectionString: url,
    max: options.max ?? 10,
    idleInTransactionTimeoutMs: 10_000,
  });
  return {
    db,
    url,
    dispose: async () => {
      await db.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
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
