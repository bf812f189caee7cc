// A seeded embedded data folder, made once per `npm test` run: the built API started on a fresh DATA_DIR
// (PGlite, the demo seed, its emails), stopped once its outbox is drained, and kept for the embedded
// portals of the tests to copy. Each portal's start then opens a store that is already migrated and
// seeded, as after a restart, instead of running the migrations and the demo seed again (most of a
// portal's start; see docs/decisions.md, issue 22 item 5). Suites whose settings change the seed get a
// blank folder as before (test/support/running-portal.ts decides).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, seedDone, stopped } from './seed-support.mjs';

const root = new URL('..', import.meta.url).pathname;
const tmp = join(root, '.tmp');

/** Removes seeded folders of earlier runs (older than two hours, so a run going on beside us keeps its own). */
function removeOldFolders() {
  if (!existsSync(tmp)) return;
  for (const name of readdirSync(tmp)) {
    const path = join(tmp, name);
    if (name.startsWith('seeded-') && Date.now() - statSync(path).mtimeMs > 2 * 3600_000)
      rmSync(path, { recursive: true, force: true });
  }
}

/** Makes the folder for run `runId` (if not there yet) and returns its path. */
export async function makeSeededDataDir(runId, blankPglite) {
  const target = join(tmp, `seeded-${runId}`);
  if (existsSync(target)) return target;
  removeOldFolders();
  const building = mkdtempSync(join(tmp, 'building-seeded-'));
  // The blank PGlite folder of an earlier run's global setup saves initdb's seconds when it is there.
  if (blankPglite && existsSync(blankPglite)) cpSync(blankPglite, join(building, 'pglite'), { recursive: true });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/bundle/main.cjs')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: building, SEED_DEMO_APPLICANTS: '0', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  try {
    await seedDone(baseUrl, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${error.message}\n${output}`, { cause: error });
  }
  await stopped(child);
  rmSync(join(building, 'portal.lock'), { force: true });
  try {
    renameSync(building, target);
  } catch (error) {
    if (!existsSync(target)) throw error;
    rmSync(building, { recursive: true, force: true });
  }
  return target;
}
