import { join } from 'node:path';

export const REPO_ROOT = join(__dirname, '..', '..');
export const TMP_DIR = join(REPO_ROOT, '.tmp');
export const PGLITE_TEMPLATE_PATH = join(TMP_DIR, 'pglite-template.tar.gz');
