import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

const APP = join(__dirname, '..', '..', '..', '..', 'web-applicant');
const ROUTES_DIR = 'src/app/routes';

/**
 * Gzipped JavaScript a first visit to each applicant route loads: the entry with its static imports
 * plus the route's lazy chunk with its own. Read from a Vite manifest of a separate build (the product's
 * build emits none), so the product's dist is left as it is.
 */
export function initialJsPerRoute(outDir: string): Record<string, number> {
  execFileSync(
    process.execPath,
    [
      join(require.resolve('vite/package.json', { paths: [APP] }), '..', 'bin', 'vite.js'),
      'build',
      '--manifest',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    {
      cwd: APP,
      stdio: 'inherit',
    },
  );
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const gzipped = (file: string) => gzipSync(readFileSync(join(outDir, file))).length;
  const closure = (key: string, into: Set<string>) => {
    if (into.has(key)) return into;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
    return into;
  };
  const entry = closure('index.html', new Set());
  const sizes: Record<string, number> = {};
  for (const file of readdirSync(join(APP, ROUTES_DIR)).sort()) {
    const key = `${ROUTES_DIR}/${file}`;
    if (!(key in manifest)) continue;
    const chunks = closure(key, new Set(entry));
    const bytes = [...chunks].reduce((sum, chunk) => sum + gzipped(manifest[chunk].file), 0);
    sizes[file.replace(/\.tsx$/, '')] = Math.round(bytes / 100) / 10;
  }
  return sizes;
}
