import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { Client } from 'pg';
import { PgliteDatabase } from '@portal/event-store';
import { PGLITE_TEMPLATE_PATH, TMP_DIR } from './paths';
import { TEST_DATABASE_URL } from './test-databases';

/**
 * Runs once per test run: a blank PGlite data folder is dumped as a template (a fresh initdb takes
 * seconds; loading the dump is quick), and the real Postgres is checked so a missing server fails
 * with a clear message instead of a wall of connection errors.
 */
export default async function globalSetup(): Promise<void> {
  mkdirSync(TMP_DIR, { recursive: true });
  if (!existsSync(PGLITE_TEMPLATE_PATH)) {
    const db = await PgliteDatabase.open();
    const dump = await db.dump();
    writeFileSync(PGLITE_TEMPLATE_PATH, Buffer.from(await dump.arrayBuffer()));
    await db.close();
  }
  const client = new Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
  } catch (error) {
    throw new Error(
      `The tests need PostgreSQL at ${TEST_DATABASE_URL} (set TEST_DATABASE_URL); .ci/run starts it. ${String(error)}`,
      { cause: error },
    );
  }
}
