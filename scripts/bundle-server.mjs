// Bundles the built API and worker (tsc's output in apps/*/dist) with their dependencies into one file
// each, apps/*/dist/bundle/app.cjs, started by apps/*/dist/bundle/main.cjs (bundle-entry.cjs, which
// keeps V8's code cache of it), which `npm start`, the tests and the image run. A process then starts
// about a second of CPU sooner: loading some 1,850 modules one by one (resolving, reading and compiling
// each) cost more than the code they hold (docs/decisions.md).
import { copyFileSync, existsSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { rolldown } from 'rolldown';
import { ownLocation } from './bundle-own-location.mjs';
import { newestMtime } from './newest-mtime.mjs';

const root = new URL('..', import.meta.url).pathname;
const fileOf = (app) => join(root, 'apps', app, 'dist', 'bundle', 'main.cjs');

/**
 * Loaded from node_modules at run time, not bundled: native addons, PGlite (its WASM and file-system
 * image sit beside its code), and the packages Nest and Fastify only try to load when a feature this
 * app does not use asks for them.
 */
const EXTERNAL = [
  /\.node$/,
  /^@node-rs\//,
  // sharp finds its libvips binary (@img/sharp-<platform>) by a path it computes at run time.
  /^sharp$/,
  /^@img\//,
  /^@electric-sql\/pglite/,
  /^@nestjs\/(microservices|websockets|platform-express)/,
  /^class-(transformer|validator)/,
  /^@fastify\/view/,
];

/** Built after everything it holds changed last: tsc's output, the dependencies and these scripts. */
function isCurrent(app) {
  if (!existsSync(fileOf(app))) return false;
  const inputs = [
    ...['apps/api', 'apps/worker', 'libs/contracts', 'libs/domain', 'libs/event-store', 'libs/platform', 'projections']
      .map((dir) => join(root, dir, 'dist'))
      .filter((dir) => existsSync(dir))
      .map((dir) => newestMtime(dir, ['bundle'])),
    statSync(join(root, 'package-lock.json')).mtimeMs,
    ...['bundle-server.mjs', 'bundle-own-location.mjs', 'bundle-entry.cjs', 'newest-mtime.mjs'].map(
      (name) => statSync(new URL(name, import.meta.url)).mtimeMs,
    ),
  ];
  return statSync(fileOf(app)).mtimeMs > Math.max(...inputs);
}

async function bundle(app) {
  if (isCurrent(app)) return;
  const bundleDir = dirname(fileOf(app));
  // Its chunks are named by their content: an earlier build's would stay beside the new ones.
  rmSync(bundleDir, { recursive: true, force: true });
  const build = await rolldown({
    input: join(root, 'apps', app, 'dist', 'main.js'),
    platform: 'node',
    external: EXTERNAL,
    plugins: [ownLocation(bundleDir)],
    logLevel: 'warn',
  });
  await build.write({
    dir: bundleDir,
    format: 'cjs',
    entryFileNames: 'app.cjs',
    chunkFileNames: '[name]-[hash].cjs',
    // Whitespace out, names kept: stack traces in the logs still name the functions they pass through.
    minify: { mangle: false, compress: true, codegen: { removeWhitespace: true } },
    sourcemap: true,
  });
  await build.close();
  // Last: its time tells isCurrent that the whole bundle was written.
  copyFileSync(new URL('bundle-entry.cjs', import.meta.url), fileOf(app));
}

await Promise.all([bundle('api'), bundle('worker')]);
