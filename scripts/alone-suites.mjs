// The suites that must run alone (README "Tests in parallel"): scripts/test.mjs runs them one at a
// time, before every other suite runs in several workers.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The mark a suite carries, with its reason, when it cannot share the database server with other suites. */
export const RUNS_ALONE_MARK = '@runs-alone';

/** Spec files (absolute paths) under `root` whose text carries the mark. */
export function aloneSuites(root) {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.spec.ts') && readFileSync(path, 'utf8').includes(RUNS_ALONE_MARK))
        found.push(path);
    }
  };
  walk(root);
  return found.sort();
}
