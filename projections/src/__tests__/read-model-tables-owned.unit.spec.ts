import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ALL_PROJECTIONS } from '../registry';

const ROOT = join(__dirname, '..', '..', '..');
/** Where code that might query a database lives, outside the read models' own package. */
const SEARCHED = ['apps', 'libs', 'test', 'bench', 'scripts'];
const SKIPPED = new Set(['node_modules', 'dist', 'coverage']);

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [path] : [];
  });
}

/**
 * A read model's table is written by its fold and read through its query functions, all in
 * `projections/`: SQL on it from anywhere else would bypass the fold (rows no replay rebuilds) or tie
 * a caller to its columns. The event store's generic drivers name tables only through variables.
 */
describe('read-model tables', () => {
  it('are named in SQL only inside projections/', () => {
    const tables = ALL_PROJECTIONS.flatMap((projection) => projection.tables);
    expect(tables).toContain('applications');
    const sql = new RegExp(`\\b(FROM|JOIN|INTO|UPDATE|TRUNCATE)\\s+(${tables.join('|')})\\b`);
    const offending = SEARCHED.flatMap((folder) => sourcesUnder(join(ROOT, folder)))
      .flatMap((path) =>
        readFileSync(path, 'utf8')
          .split('\n')
          .map((line, index) => ({ line, at: `${relative(ROOT, path)}:${index + 1}` })),
      )
      .filter(({ line }) => sql.test(line))
      .map(({ at, line }) => `${at}: ${line.trim()}`);
    expect(offending).toEqual([]);
  });
});
