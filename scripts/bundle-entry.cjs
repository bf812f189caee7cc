'use strict';
// The entry of a bundled process (copied to apps/*/dist/bundle/main.cjs by bundle-server.mjs): it runs
// the bundle beside it, app.cjs, from V8's code cache of an earlier start when there is one. Compiling
// the bundle and the functions its start calls cost about 0.4 s of CPU of an embedded API's 3 s; a
// cache made once the process has started (it says so on a diagnostics channel) holds them all.
// Node 20 has no compile cache of its own (module.enableCompileCache is Node 22's), so this one is kept
// beside the bundle.
const { createHash } = require('node:crypto');
const { subscribe, unsubscribe } = require('node:diagnostics_channel');
const { readFileSync, renameSync, rmSync, writeFileSync } = require('node:fs');
const Module = require('node:module');
const { join } = require('node:path');
const { setFlagsFromString } = require('node:v8');
const { Script, constants } = require('node:vm');

/**
 * V8 takes a cache only if its flags are those it was made with, and opening PGlite (the embedded mode,
 * no DATABASE_URL) raises the WebAssembly tiering budget after the bundle compiled. Raised here first,
 * to the same value as libs/event-store/src/database/pglite-database.ts (the test
 * test/deploy/bundle-entry.int.spec.ts fails if they differ), the flags stay the same from compiling
 * to making the cache.
 */
const EMBEDDED_WASM_FLAG = '--wasm-tiering-budget=180000000';
const embedded = !process.env.DATABASE_URL;
if (embedded) setFlagsFromString(EMBEDDED_WASM_FLAG);

/** Where the API and the worker say they have started (libs/platform announce-started.ts). */
const STARTED_CHANNEL = 'portal:started';

const file = join(__dirname, 'app.cjs');
const source = readFileSync(file, 'utf8');
// V8 checks a cache against the source's length only: the name carries a hash of the source, and of
// what else changes the code V8 makes (its version and flags).
const key = createHash('sha1')
  .update(source)
  .update(JSON.stringify([process.version, process.execArgv, process.env.NODE_OPTIONS ?? '', embedded]))
  .digest('hex')
  .slice(0, 16);
const cacheFile = join(__dirname, `app-${key}.v8cache`);

let cachedData;
try {
  cachedData = readFileSync(cacheFile);
} catch {
  // none yet: the first start of this build here
}
const script = new Script(Module.wrap(source), {
  filename: file,
  cachedData,
  importModuleDynamically: constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
});

if (cachedData === undefined || script.cachedDataRejected) {
  const writeCache = () => {
    unsubscribe(STARTED_CHANNEL, writeCache);
    // Written whole under another name and renamed: processes starting side by side never read half a file.
    // A folder the process may not write to (a read-only image) only means no cache.
    const partial = `${cacheFile}.${process.pid}`;
    try {
      writeFileSync(partial, script.createCachedData());
      renameSync(partial, cacheFile);
    } catch {
      rmSync(partial, { force: true }); // no cache this time; the next start tries again
    }
  };
  subscribe(STARTED_CHANNEL, writeCache);
}

// app.cjs runs as the CommonJS module it was written as, under its own name and folder.
const app = new Module(file, module);
app.filename = file;
app.paths = Module._nodeModulePaths(__dirname);
require.cache[file] = app;
script.runInThisContext().call(app.exports, app.exports, Module.createRequire(file), app, file, __dirname);
app.loaded = true;
