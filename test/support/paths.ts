import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const REPO_ROOT = join(__dirname, '..', '..');
export const TMP_DIR = join(REPO_ROOT, '.tmp');

/** Templates are per PGlite version: one made by another version may not open. */
const PGLITE_VERSION = (
  JSON.parse(readFileSync(join(REPO_ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as {
    version: string;
  }
).version;

/** A blank in-memory PGlite database, dumped: what the int tests load (see global-setup.ts). */
export const PGLITE_TEMPLATE_PATH = join(TMP_DIR, `pglite-template-${PGLITE_VERSION}.tar.gz`);

/** A blank PGlite data folder, as initdb leaves it: copied into each embedded portal's DATA_DIR. */
export const PGLITE_DATA_DIR_TEMPLATE = join(TMP_DIR, `pglite-data-dir-${PGLITE_VERSION}`);
