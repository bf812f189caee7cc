// Builds the server (tsc -b, incremental, and the institution index) and each web app whose sources are newer than its build: `npm start`'s first step.
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { newestMtime } from './newest-mtime.mjs';

const root = new URL('..', import.meta.url).pathname;

/** Runs one npm command in the repository, output shown; rejects if it fails. */
function run(command) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, { cwd: root, stdio: 'inherit', shell: true });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`))));
  });
}

/** Resolves once everything is built. */
export async function buildIfNeeded() {
  // The fold hashes, tsc -b (incremental), then the institution index the API reads at start.
  await run('npm run build:server --silent');
  const contractsChanged = newestMtime(join(root, 'libs/contracts/src'));
  for (const app of ['web-applicant', 'web-admin']) {
    const built = join(root, app, 'dist', 'index.html');
    const stale =
      !existsSync(built) || Math.max(newestMtime(join(root, app)), contractsChanged) > statSync(built).mtimeMs;
    if (stale) await run(`npm run build -w ${app}`);
  }
}
