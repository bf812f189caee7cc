import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { round } from './timing';

/**
 * The CPU a piece of work used, in seconds: by this node process (every thread: decryption, garbage
 * collection), by Postgres (every process of the server, read from /proc: the bench's server is the
 * local one) and by the whole machine. Work that keeps every core busy cannot go faster by overlapping
 * more; only by doing less.
 */
export interface CpuUse {
  wall_s: number;
  node_s: number;
  /** Null where /proc cannot be read or no Postgres process runs here. */
  postgres_s: number | null;
  /** Busy seconds of all cores together (null without /proc); at most `wall_s` × `cores`. */
  machine_s: number | null;
  cores: number;
}

export async function measureCpuUse<T>(work: () => Promise<T>): Promise<{ result: T; cpu: CpuUse }> {
  const wallBefore = performance.now();
  const nodeBefore = process.cpuUsage();
  const postgresBefore = postgresTicks();
  const machineBefore = machineBusyTicks();
  const result = await work();
  const machineAfter = machineBusyTicks();
  const postgresAfter = postgresTicks();
  const node = process.cpuUsage(nodeBefore);
  const seconds = (before: number | null, after: number | null) =>
    before === null || after === null ? null : round((after - before) / ticksPerSecond(), 1);
  return {
    result,
    cpu: {
      wall_s: round((performance.now() - wallBefore) / 1000, 1),
      node_s: round((node.user + node.system) / 1e6, 1),
      postgres_s: seconds(postgresBefore, postgresAfter),
      machine_s: seconds(machineBefore, machineAfter),
      cores: availableParallelism(),
    },
  };
}

let ticks: number | undefined;
/** /proc counts CPU time in clock ticks (USER_HZ, 100 on Linux nearly always). */
function ticksPerSecond(): number {
  if (ticks === undefined) {
    try {
      ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticks = 100;
    }
  }
  return ticks;
}

/** The first line of /proc/stat: every core's time by kind; all but idle and iowait is busy. */
function machineBusyTicks(): number | null {
  try {
    const [, user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .map(Number);
    return user + nice + system + irq + softirq + steal;
  } catch {
    return null;
  }
}

/**
 * CPU ticks of every Postgres process so far: each live process's own time, plus what the postmaster
 * counts for its children that have exited (a backend closed during the work still counts).
 */
function postgresTicks(): number | null {
  let total = 0;
  let found = false;
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  for (const pid of pids) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // exited since the listing
    }
    const open = stat.indexOf('(');
    const close = stat.lastIndexOf(')');
    if (stat.slice(open + 1, close) !== 'postgres') continue;
    // Fields after the command: state is field 3, so field n is at n - 3 (utime 14 … cstime 17).
    const fields = stat.slice(close + 2).split(' ');
    total += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    found = true;
  }
  return found ? total : null;
}
