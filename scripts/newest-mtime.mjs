// When anything under a folder last changed: what the build scripts compare a build with.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The newest modification time of the files under `dir`, leaving out the folders named in `skipped`. */
export function newestMtime(dir, skipped = ['node_modules', 'dist']) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skipped.includes(entry.name)) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path, skipped) : statSync(path).mtimeMs);
  }
  return newest;
}
