// A seeded embedded data folder, made once per `npm test` run: the built API started on a fresh DATA_DIR
// (PGlite, the demo seed, its emails), stopped once its outbox is drained, and kept for the embedded
// portals of the tests to copy. Each portal's start then opens a store that is already migrated and
// seeded, as after a restart, instead of running the migrations and the demo seed again (most of a
// portal's start; see docs/decisions.md, issue 22 item 5). Suites whose settings change the seed get a
// blank folder as before (test/support/running-portal.ts decides).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const tmp = join(root, '.tmp');
const DEMO_ADMIN = { username: 'admin@example.org', password: 'demo-admin-2026' };
const START_LIMIT_MS = 300_000;

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Polls `probe` until it returns a truthy value, or fails with `what` after the limit. */
async function until(probe, what, child) {
  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the portal exited with ${child.exitCode} before ${what}`);
    const value = await probe().catch(() => null);
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the seeded data folder: ${what} did not happen in ${START_LIMIT_MS / 1000} s`);
}

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
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: building, SEED_DEMO_APPLICANTS: '0', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  try {
    await until(async () => (await fetch(`${baseUrl}/api/health/`)).ok, 'the health check', child);
    const { token } = await until(async () => {
      const response = await fetch(`${baseUrl}/api/users/sign-in/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(DEMO_ADMIN),
      });
      return response.ok ? response.json() : null;
    }, 'the demo admin’s sign-in', child);
    // Jobs due now (the seed's emails) are done before the copy is taken; scheduled ones (an offer's
    // expiry) stay scheduled, as they would in a portal that had just been restarted.
    await until(async () => {
      const response = await fetch(`${baseUrl}/api/admin/jobs/summary/`, { headers: { authorization: `Token ${token}` } });
      const { queues } = await response.json();
      return queues.every((queue) => queue.queued === 0 && queue.active === 0);
    }, 'the seed’s jobs', child);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${error.message}\n${output}`, { cause: error });
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  rmSync(join(building, 'portal.lock'), { force: true });
  try {
    renameSync(building, target);
  } catch (error) {
    if (!existsSync(target)) throw error;
    rmSync(building, { recursive: true, force: true });
  }
  return target;
}
