// `npm test`: builds what the black-box tests start, then runs every tier (unit, int, e2e) with jest,
// in one process so that the test holding a Postgres transaction open runs alone (DESIGN.md §6).
// Ends with a plain "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { readFileSync, mkdirSync } from 'node:fs';
import { buildIfNeeded } from './build-if-needed.mjs';

const root = new URL('..', import.meta.url).pathname;
buildIfNeeded();
mkdirSync(`${root}.tmp`, { recursive: true });
const report = `${root}.tmp/jest-report.json`;
const result = spawnSync(
  process.execPath,
  ['node_modules/jest/bin/jest.js', '--runInBand', '--json', `--outputFile=${report}`, ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    // PGlite loads its WASM through a dynamic import, which jest only allows with VM modules.
    env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings`.trim() },
  },
);
try {
  const { numPassedTests, numFailedTests, numPendingTests } = JSON.parse(readFileSync(report, 'utf8'));
  console.log(`\n${numPassedTests} passed, ${numFailedTests} failed${numPendingTests ? `, ${numPendingTests} skipped` : ''}`);
} catch {
  console.log('\n0 passed, 1 failed');
}
process.exit(result.status ?? 1);
