// `npm run replay -- [projection]`: builds the server if needed, then rebuilds read models from the log.
import { spawnSync } from 'node:child_process';
import { buildIfNeeded } from './build-if-needed.mjs';

await buildIfNeeded();
const entry = new URL('../apps/api/dist/replay.js', import.meta.url).pathname;
const result = spawnSync(process.execPath, [entry, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
