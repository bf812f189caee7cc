// `npm run create-staff -- <email> --role admin|reviewer`: builds the server if needed, then runs the CLI.
import { spawnSync } from 'node:child_process';
import { buildIfNeeded } from './build-if-needed.mjs';

await buildIfNeeded();
const entry = new URL('../apps/api/dist/create-staff.js', import.meta.url).pathname;
const result = spawnSync(process.execPath, [entry, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
