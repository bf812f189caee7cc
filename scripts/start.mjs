// `npm start`: builds what changed, then serves everything (API, both web apps, and in the embedded
// default the workers) on one port. `--worker` starts the separate worker process instead.
import { spawn } from 'node:child_process';
import { buildIfNeeded } from './build-if-needed.mjs';

await buildIfNeeded();
const entry = process.argv.includes('--worker') ? 'apps/worker/dist/main.js' : 'apps/api/dist/main.js';
const child = spawn(process.execPath, [new URL(`../${entry}`, import.meta.url).pathname], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
