// `npm run bench -- [append|replay|api|web ...]`: builds the server if needed, compiles the bench and
// runs it against the local Postgres (and Redis); prints a table and writes bench/results.json.
import { execSync, spawnSync } from 'node:child_process';
import { buildIfNeeded } from './build-if-needed.mjs';

const root = new URL('..', import.meta.url).pathname;
await buildIfNeeded();
execSync('npx tsc -p bench/tsconfig.json', { cwd: root, stdio: 'inherit' });
const result = spawnSync(process.execPath, ['bench/dist/run.js', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
