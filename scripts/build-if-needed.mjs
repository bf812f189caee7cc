// Builds the server (tsc -b, incremental, and the institution index) and each web app whose sources are newer than its build.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

export function buildIfNeeded() {
  const run = (command) => execSync(command, { cwd: root, stdio: 'inherit' });
  // tsc -b (incremental), then the institution index the API reads at start (skipped when current).
  run('npm run build:server --silent');
  const contractsChanged = newestMtime(join(root, 'libs/contracts/src'));
  for (const app of ['web-applicant', 'web-admin']) {
    const built = join(root, app, 'dist', 'index.html');
    const stale =
      !existsSync(built) || Math.max(newestMtime(join(root, app)), contractsChanged) > statSync(built).mtimeMs;
    if (stale) run(`npm run build -w ${app}`);
  }
}
