// Suites that carry a mark in their text (README "Tests in parallel"), found by a scan: a new suite
// carries its reason where it is read, and nobody has to remember a list elsewhere.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** A suite that cannot share the database server with other suites: scripts/test.mjs runs it first, alone. */
export const RUNS_ALONE_MARK = '@runs-alone';

/**
 * A suite that mostly waits on purpose (a Redis outage, a slow mail relay): scripts/test.mjs runs it in
 * a lane of its own beside the others, at full CPU priority, where its waits cost the other lanes
 * nothing and no niced lane stretches its deadlines out behind other load on the machine.
 */
export const OWN_LANE_MARK = '@own-lane';

/** For each of `marks`, the spec files (absolute paths) under `root` whose text carries it: one scan for all. */
export function markedSuites(root, marks) {
  const found = Object.fromEntries(marks.map((mark) => [mark, []]));
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.spec.ts')) {
        const text = readFileSync(path, 'utf8');
        for (const mark of marks) if (text.includes(mark)) found[mark].push(path);
      }
    }
  };
  walk(root);
  for (const paths of Object.values(found)) paths.sort();
  return found;
}
