import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { FoldSources } from '../schema-fingerprints';

const GENERATOR = join(__dirname, '..', '..', '..', 'scripts', 'fold-sources.mjs');

/** A source edit, as a developer would make it: in the file ending with `file`, `from` replaced by `to`. */
export interface SourceEdit {
  file: string;
  from: string;
  to: string;
}

/**
 * What scripts/fold-sources.mjs would write after `edit` (nothing on disk changes), run in a child
 * process because the generator is a plain ES module of the build, outside the packages the tests load.
 */
export function foldSourcesAfter(edit?: SourceEdit): FoldSources {
  const program = `
    import { readFileSync } from 'node:fs';
    import { foldSources } from ${JSON.stringify(GENERATOR)};
    const edit = JSON.parse(process.env.EDIT);
    const read = (path) => {
      const text = readFileSync(path, 'utf8');
      if (!edit || !path.endsWith(edit.file)) return text;
      if (!text.includes(edit.from)) throw new Error('the edit does not apply to ' + path);
      return text.replace(edit.from, edit.to);
    };
    process.stdout.write(JSON.stringify(foldSources(undefined, read)));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', program], {
    env: { ...process.env, EDIT: JSON.stringify(edit ?? null) },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`fold-sources failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as FoldSources;
}

/** Whether projections/src/fold-sources.ts is what the generator writes today (its --check mode). */
export function foldSourcesAreCurrent(): { current: boolean; message: string } {
  const run = spawnSync(process.execPath, [GENERATOR, '--check'], { encoding: 'utf8' });
  return { current: run.status === 0, message: run.stderr };
}
