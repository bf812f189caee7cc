// `npm run rotate-master-key -- [--new-key <base64>]`: builds the server if needed, then re-wraps the data keys under a new master key.
import { spawnSync } from 'node:child_process';
import { buildIfNeeded } from './build-if-needed.mjs';

await buildIfNeeded();
const entry = new URL('../apps/api/dist/rotate-master-key.js', import.meta.url).pathname;
const result = spawnSync(process.execPath, [entry, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
