import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
// From the sources by a relative path: a global setup runs before the projects' aliases apply, where
// `@portal/event-store` would be its build, and the source tiers run before anything is built.
import { PgliteDatabase } from '../../libs/event-store/src/database/pglite-database';
import { PGLITE_DATA_DIR_TEMPLATE, PGLITE_TEMPLATE_PATH, TMP_DIR } from './paths';
import { TEST_DATABASE_URL } from './test-database-url';

/**
 * Runs once per test run: a blank PGlite database is dumped as a template for the int tests, and a
 * blank PGlite data folder is kept for the embedded portals (a fresh initdb takes seconds, a minute
 * on a busy machine; loading or copying either is quick). The real Postgres is checked so a missing
 * server fails with a clear message instead of a wall of connection errors.
 */
export default async function globalSetup(): Promise<void> {
  mkdirSync(TMP_DIR, { recursive: true });
  if (!existsSync(PGLITE_TEMPLATE_PATH)) {
    const db = await PgliteDatabase.open();
    const dump = Buffer.from(await (await db.dump()).arrayBuffer());
    await db.close();
    const building = join(mkdtempSync(join(TMP_DIR, 'building-')), 'template.tar.gz');
    writeFileSync(building, dump);
    publish(building, PGLITE_TEMPLATE_PATH);
  }
  if (!existsSync(PGLITE_DATA_DIR_TEMPLATE)) {
    const building = join(mkdtempSync(join(TMP_DIR, 'building-')), 'pglite');
    const db = await PgliteDatabase.open({ dataDir: building });
    await db.close();
    publish(building, PGLITE_DATA_DIR_TEMPLATE);
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

/**
 * Moves a finished template into place in one step, so a run that starts meanwhile (another tier's setup,
 * or another checkout's run) never copies a half-written one; if another run got there first, ours goes.
 */
function publish(built: string, path: string): void {
  try {
    renameSync(built, path);
  } catch (error) {
    if (!existsSync(path)) throw error;
  }
  rmSync(join(built, '..'), { recursive: true, force: true });
}
