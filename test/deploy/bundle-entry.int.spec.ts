import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STARTED_CHANNEL } from '@portal/platform';
import { WASM_TIERING_BUDGET } from '../../libs/event-store/src/database/pglite-database';
import { REPO_ROOT } from '../support/paths';

/**
 * The entry of a bundled process (scripts/bundle-entry.cjs), run beside a small stand-in bundle: it
 * starts app.cjs as the CommonJS module it is, and keeps V8's code cache of it for the next start.
 */
const APP = `
const { setFlagsFromString } = require('node:v8');
const beside = require('./beside.cjs');
// What opening PGlite does in the embedded mode, after the bundle compiled.
if (!process.env.DATABASE_URL) setFlagsFromString(process.env.PGLITE_FLAG);
console.log(JSON.stringify({ dirname: __dirname, filename: __filename, beside, exportsIsModuleExports: exports === module.exports }));
require('node:diagnostics_channel').channel(${JSON.stringify(STARTED_CHANNEL)}).publish(undefined);
`;

describe('the bundled entry', () => {
  let dir: string;
  const start = (env: NodeJS.ProcessEnv = {}) => {
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    const output = execFileSync(process.execPath, [join(dir, 'main.cjs')], {
      env: { ...inherited, PGLITE_FLAG: `--wasm-tiering-budget=${WASM_TIERING_BUDGET}`, ...env },
      encoding: 'utf8',
    });
    return JSON.parse(output) as Record<string, unknown>;
  };
  const caches = () => readdirSync(dir).filter((name) => name.endsWith('.v8cache'));
  /** A cache V8 refused is made again and renamed over the old one (inode numbers are reused: not those). */
  const writtenAt = (name: string) => statSync(join(dir, name), { bigint: true }).mtimeNs;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'portal-bundle-entry-'));
    copyFileSync(join(REPO_ROOT, 'scripts/bundle-entry.cjs'), join(dir, 'main.cjs'));
    writeFileSync(join(dir, 'app.cjs'), APP);
    writeFileSync(join(dir, 'beside.cjs'), 'module.exports = "found beside";');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('runs the bundle as a CommonJS module of its own folder', () => {
    expect(start()).toEqual({
      dirname: dir,
      filename: join(dir, 'app.cjs'),
      beside: 'found beside',
      exportsIsModuleExports: true,
    });
  });

  it.each([
    ['embedded, where PGlite raises the WebAssembly budget after compiling', {}],
    ['with DATABASE_URL', { DATABASE_URL: 'postgres://127.0.0.1/none' }],
  ])('keeps a code cache once started, and the next start takes it (%s)', (_mode, env) => {
    expect(caches()).toEqual([]);
    start(env);
    const [cache] = caches();
    expect(caches()).toEqual([cache]);
    const written = writtenAt(cache);
    start(env);
    start(env);
    expect(caches()).toEqual([cache]);
    expect(writtenAt(cache)).toBe(written);
  });

  it('gives a changed bundle a cache of its own, even at the same length', () => {
    start();
    const [first] = caches();
    const changed = APP.replace('What opening', 'what opening');
    expect(changed).not.toBe(APP);
    expect(changed).toHaveLength(APP.length);
    writeFileSync(join(dir, 'app.cjs'), changed);
    expect(start()).toMatchObject({ beside: 'found beside' });
    expect(caches()).toHaveLength(2);
    expect(caches()).toContain(first);
  });
});
