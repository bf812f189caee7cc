// `npm test`: builds what the black-box tests start and runs every tier (unit, int, e2e) with jest:
// first the suites marked `@runs-alone` (a Postgres transaction held open is seen cluster-wide,
// docs/architecture.md §6) one at a time and the unit and int tiers while it builds, then three lanes side by side
// (the browser suites one at a time, every other e2e suite in PORTAL_TEST_WORKERS workers (default 1),
// and the suites marked `@own-lane`), each suite on its own databases, ports, Redis
// and data directories (README "Tests in parallel"), started from the seeded starting points made once
// before (seeded-data-dir.mjs, seeded-production.mjs). Prints the slowest suites and the CPU each kind of
// process used (run-cpu.mjs), and ends with a plain "N passed, N failed" line for every phase together.
import { spawn } from 'node:child_process';
import { readFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { relative } from 'node:path';
import { OWN_LANE_MARK, RUNS_ALONE_MARK, markedSuites } from './marked-suites.mjs';
import { buildIfNeeded } from './build-if-needed.mjs';
import { watchRunCpu } from './run-cpu.mjs';
import { makeSeededDataDir } from './seeded-data-dir.mjs';
import { dropSeededProduction, makeSeededProduction } from './seeded-production.mjs';

const root = new URL('..', import.meta.url).pathname;
const workers = process.env.PORTAL_TEST_WORKERS ?? '1';
const started = Date.now();
const cpuWatch = watchRunCpu();
const marked = markedSuites(root, [RUNS_ALONE_MARK, OWN_LANE_MARK]);
const alone = JSON.stringify(marked[RUNS_ALONE_MARK]);
const ownLane = JSON.stringify(marked[OWN_LANE_MARK]);
mkdirSync(`${root}.tmp`, { recursive: true });
const pgliteVersion = JSON.parse(readFileSync(`${root}node_modules/@electric-sql/pglite/package.json`, 'utf8')).version;
const building = buildIfNeeded();
// A build that fails ends the run: the jest runs already going beside it end with it.
const runningJest = new Set();
process.on('exit', () => {
  for (const child of runningJest) child.kill();
});

/**
 * One jest run over one phase's suites (`projects` narrows it to some tiers); its exit status and JSON
 * report (null if jest wrote none). `seeded` names the seeded starting points, once they are made.
 */
function runPhase(phase, flags, { lane = 0, niceness = 0, projects = [], seeded = {} } = {}) {
  const name = [phase, ...projects].join('-');
  const report = `${root}.tmp/jest-report-${name}.json`;
  rmSync(report, { force: true });
  const child = spawn(
    process.execPath,
    [
      'node_modules/jest/bin/jest.js',
      ...flags,
      ...(projects.length > 0 ? ['--selectProjects', ...projects] : []),
      '--passWithNoTests',
      '--json',
      `--outputFile=${report}`,
      ...process.argv.slice(2),
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        PORTAL_TEST_PHASE: phase,
        // Which jest run started a process, for the CPU line at the end (run-cpu.mjs).
        PORTAL_TEST_RUN: name,
        PORTAL_TEST_LANE: String(lane),
        PORTAL_TEST_ALONE_SUITES: alone,
        PORTAL_TEST_OWN_LANE_SUITES: ownLane,
        ...seeded,
        // PGlite loads its WASM through a dynamic import, which jest only allows with VM modules.
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings`.trim(),
      },
    },
  );
  runningJest.add(child);
  child.on('close', () => runningJest.delete(child));
  // Set before the child starts its portals and workers, which inherit it.
  if (niceness !== 0 && child.pid !== undefined) setPriority(child.pid, niceness);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      try {
        resolve({ status: code ?? 1, report: JSON.parse(readFileSync(report, 'utf8')) });
      } catch {
        resolve({ status: code ?? 1, report: null });
      }
    });
  });
}

// The marked suites first, one at a time, and then the unit and int tiers: they test the sources and
// start nothing built, so they run while the build goes on (one core, mostly), niced so that the build
// comes first. The seeded starting points wait for the alone phase too (its open transaction would hold
// back their projections). Then three lanes side by side: the browser suites one at a time (each drives
// a portal, and contexts of the lane's one Chromium); every other e2e suite in `workers` workers, once
// the unit and int tiers are done; and the suites marked `@own-lane`, which mostly wait on purpose, one
// at a time. The shared lane runs at a slightly lower CPU priority: the browser lane's steps wait on each
// other (jest, Chromium, the portal), and slowed they cost more (polling) as well as take longer. Only
// slightly (nice 2, not 5): beside other load on the machine (a busy loop at nice 0), the lane at nice 5
// lost most of its share to that load and ran three minutes past the browser lane.
const alonePhase = runPhase('alone', ['--runInBand'], { niceness: 2 });
const sourcesPhase = alonePhase.then(() =>
  runPhase('shared', [`--maxWorkers=${workers}`], { niceness: 2, projects: ['unit', 'int'] }),
);
await Promise.all([building, alonePhase]);
// The two seeded starting points (embedded and production) are made side by side.
const [seededDataDir, seededProduction] = await Promise.all([
  makeSeededDataDir(`${process.pid}-${started}`, `${root}.tmp/pglite-data-dir-${pgliteVersion}`),
  makeSeededProduction(),
]);
const seeded = { PORTAL_TEST_SEEDED_DATA_DIR: seededDataDir, PORTAL_TEST_SEEDED_PRODUCTION: seededProduction };
const runSharedLane = async () => [
  await sourcesPhase,
  await runPhase('shared', [`--maxWorkers=${workers}`], { lane: 0, niceness: 2, projects: ['e2e'], seeded }),
];
const runBrowserLane = async () => [await runPhase('browser', ['--runInBand'], { lane: 1, seeded })];
const runOwnLane = async () => [await runPhase('own', ['--runInBand'], { lane: 2, seeded })];
const lanes = [runSharedLane, runBrowserLane, runOwnLane];
const phases = [await alonePhase];
// PORTAL_TEST_LANES=serial runs the lanes one after the other.
if (process.env.PORTAL_TEST_LANES === 'serial') for (const lane of lanes) phases.push(...(await lane()));
else phases.push(...(await Promise.all(lanes.map((lane) => lane()))).flat());
await dropSeededProduction(seededProduction);
const reports = phases.map((phase) => phase.report).filter(Boolean);
const sum = (field) => reports.reduce((total, report) => total + (report[field] ?? 0), 0);
const suites = reports.flatMap((report) => report.testResults);
writeFileSync(
  `${root}.tmp/jest-report.json`,
  JSON.stringify({
    numPassedTests: sum('numPassedTests'),
    numFailedTests: sum('numFailedTests'),
    numPendingTests: sum('numPendingTests'),
    numTotalTests: sum('numTotalTests'),
    numRuntimeErrorTestSuites: sum('numRuntimeErrorTestSuites'),
    testResults: suites,
  }),
);

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const durationOf = (suite) => suite.endTime - suite.startTime;
console.log('\nSlowest suites:');
for (const suite of [...suites].sort((a, b) => durationOf(b) - durationOf(a)).slice(0, 10))
  console.log(`  ${seconds(durationOf(suite)).padStart(8)}  ${relative(root, suite.name)}`);
console.log(
  `Suites: ${suites.length}, their times added up ${seconds(suites.reduce((total, suite) => total + durationOf(suite), 0))}; ` +
    `wall time ${seconds(Date.now() - started)} (build included)`,
);
const cpu = cpuWatch.stop();
if (cpu) {
  const total = cpu.byKind.reduce((sum, [, used]) => sum + used, 0);
  const listed = (entries) => entries.map(([name, used]) => `${name} ${used.toFixed(0)} s`).join(', ');
  console.log(
    `CPU used meanwhile: ${total.toFixed(0)} s, ${(total / ((Date.now() - started) / 1000)).toFixed(2)} cores on average ` +
      `(${listed(cpu.byKind)}); by the jest run that started the process: ${listed(cpu.byRun)}`,
  );
}

// A suite that failed to load has no failed test of its own: it counts as one, so the line never says
// "0 failed" for a run that did not pass.
const failed = sum('numFailedTests') + sum('numRuntimeErrorTestSuites') + (reports.length < phases.length ? 1 : 0);
const skipped = sum('numPendingTests');
const passed = sum('numPassedTests');
const ok = phases.every((phase) => phase.status === 0) && failed === 0 && passed > 0;
console.log(`\n${passed} passed, ${failed || (ok ? 0 : 1)} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(ok ? 0 : 1);
