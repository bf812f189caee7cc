// Where the CPU of an `npm test` run goes, by kind of process (jest, the portals' API and worker
// processes, Chromium, Postgres, Redis). The run's wall time moves with how fast the machine is that
// minute and with how well the lanes overlap; CPU seconds say how much work the run was, and the kinds
// say where a change to the tests would save some. Read from Linux's /proc once a second, so the
// figures are a little low: what a process uses in its last second before it ends is not seen. (Its
// parent's "time of waited-for children" would miss more: Chromium's renderers end as orphans.)
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

const SAMPLE_MS = 1000;

/** The kind of a process, from its command line; null for one that is gone. */
function kindOf(pid) {
  let command;
  try {
    command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return null;
  }
  if (command.includes('apps/api/dist/')) return 'portal API';
  if (command.includes('apps/worker/dist/')) return 'portal worker';
  if (command.includes('chromium')) return 'Chromium';
  if (command.includes('jest')) return 'jest';
  if (command.startsWith('postgres')) return 'Postgres';
  if (command.startsWith('redis-server')) return 'Redis';
  return 'other';
}

/**
 * Which of the run's jest runs a process's environment names (`npm test` names each in PORTAL_TEST_RUN,
 * and the portals, Chromiums and Redis servers its tests start inherit it); null where it names none
 * (Chromium starts its renderers with an environment of its own) or the process is gone.
 */
function runInEnvironment(pid) {
  try {
    const environment = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
    return environment.find((entry) => entry.startsWith('PORTAL_TEST_RUN='))?.slice('PORTAL_TEST_RUN='.length) ?? null;
  } catch {
    return null;
  }
}

/** Clock ticks per second, the unit of /proc's CPU times (100 on Linux, asked of the system all the same). */
function clockTicks() {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
}

/** Each process's identity (pid and start time, as pids are reused) and its CPU ticks so far. */
function processTicks() {
  const found = new Map();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // The fields after the command name, which is in parentheses and may hold spaces: the parent's pid
      // is the 4th of the line, utime and stime the 14th and 15th, starttime the 22nd.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      found.set(`${pid}:${fields[19]}`, { pid, parent: fields[1], ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      /* ended between the listing and the read */
    }
  }
  return found;
}

/**
 * Starts watching; `stop()` returns the CPU seconds each kind of process used since and those each jest
 * run's processes used, largest first, or null where there is no /proc. Processes running before the
 * watch count only what they used after it began.
 */
export function watchRunCpu() {
  let seen;
  try {
    seen = processTicks();
  } catch {
    return { stop: () => null };
  }
  const processes = new Map([...seen].map(([id, { ticks }]) => [id, { kind: 'other', before: ticks, ticks }]));
  // The jest run of each process seen since the watch began, by pid: a process whose environment names
  // none belongs to its parent's run (seen within a second of starting, its parent is still there).
  const runByPid = new Map();
  const look = () => {
    for (const [id, { pid, parent, ticks }] of processTicks()) {
      const known = processes.get(id);
      if (known) known.ticks = ticks;
      else {
        const kind = kindOf(pid);
        if (!kind) continue;
        const run = runInEnvironment(pid) ?? runByPid.get(parent) ?? null;
        if (run) runByPid.set(pid, run);
        processes.set(id, { kind, run, before: 0, ticks });
      }
    }
  };
  // Processes already running keep the kind they have (the run's own were not started yet).
  for (const [id, { pid }] of seen) {
    const kind = kindOf(pid);
    if (kind) processes.get(id).kind = kind;
  }
  const timer = setInterval(look, SAMPLE_MS);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      look();
      const perSecond = clockTicks();
      const byKind = new Map();
      const byRun = new Map();
      for (const { kind, run, before, ticks } of processes.values()) {
        const used = (ticks - before) / perSecond;
        byKind.set(kind, (byKind.get(kind) ?? 0) + used);
        if (run) byRun.set(run, (byRun.get(run) ?? 0) + used);
      }
      const largestFirst = (map) => [...map].sort((a, b) => b[1] - a[1]);
      return { byKind: largestFirst(byKind), byRun: largestFirst(byRun) };
    },
  };
}
