import { performance } from 'node:perf_hooks';
import type { Database } from '@portal/event-store';
import { ALL_PROJECTIONS, replayProjections } from '@portal/projections';
import { openPlatform } from '@portal/platform';
import { type CpuUse, measureCpuUse } from '../support/cpu-use';
import { seededDatabase } from '../support/seeded-database';
import { round } from '../support/timing';
import { applicantTemplate } from './replay/applicant-template';
import { generateEvents } from './replay/generate-events';

const GENERATED_EVENTS = Number(process.env.BENCH_REPLAY_EVENTS ?? 1_000_000);
const CURSOR_PAGE = 10_000;

export interface ReplayResult {
  events: number;
  events_per_s: number;
  baseline_per_s: number;
  ratio: number;
  seconds: number;
  applicants: number;
  /** Events of the projected types in the log: a replay that read fewer skipped some. */
  expected_events: number;
  /**
   * Why the replay goes no faster: the share of its wall time node's main thread (which reads, folds and
   * builds the rows to write) was busy, and the CPU the replay and the raw read each used (node in all
   * its threads, Postgres, the machine). A main thread busy nearly throughout bounds the replay; so does
   * a machine whose every core is busy.
   */
  main_thread_busy: number;
  cpu: CpuUse;
  baseline_cpu: CpuUse;
  /**
   * The ratio the replay would reach if its CPU work (node and Postgres) were spread over every core with
   * none left idle, against the raw read as measured: above it only by doing less work, not by overlapping more.
   */
  cpu_bound_ratio: number | null;
}

/**
 * Rebuilds every read model from a million generated events, against reading the same events (every
 * column, JSON parsed) through one SELECT with a server-side cursor.
 */
export async function benchReplay(log: (line: string) => void): Promise<ReplayResult> {
  const seeded = await seededDatabase('replay');
  const platform = await openPlatform(seeded.config, { applicationName: 'course-portal-bench' });
  try {
    const template = await applicantTemplate(platform.store);
    const generating = performance.now();
    const { applicants } = await generateEvents(platform.store, template, GENERATED_EVENTS);
    log(
      `  generated ${GENERATED_EVENTS} events (${applicants} applicants) in ${round((performance.now() - generating) / 1000, 1)} s`,
    );
    await platform.db.query('VACUUM ANALYZE events');
    const types = [...new Set(ALL_PROJECTIONS.flatMap((projection) => projection.eventTypes))];
    const { result: baseline, cpu: baselineCpu } = await measureCpuUse(() => readWithOneSelect(platform.db, types));
    if (baseline.events === 0) throw new Error('no events to replay');
    const started = performance.now();
    const loopBefore = performance.eventLoopUtilization();
    const {
      result: { events },
      cpu,
    } = await measureCpuUse(() => replayProjections(platform.store, ALL_PROJECTIONS));
    const seconds = (performance.now() - started) / 1000;
    const { utilization } = performance.eventLoopUtilization(loopBefore);
    // The least wall time the replay's work could take here: all of it spread over every core.
    const leastSeconds = cpu.postgres_s === null ? null : (cpu.node_s + cpu.postgres_s) / cpu.cores;
    const cpuBoundRatio = leastSeconds === null ? null : round(baseline.seconds / leastSeconds, 2);
    log(`  the main thread was busy ${round(utilization * 100)} % of the replay's ${round(seconds, 1)} s`);
    log(`  CPU seconds, replay: ${cpuText(cpu)}; raw read: ${cpuText(baselineCpu)}`);
    if (leastSeconds !== null)
      log(
        `  on ${cpu.cores} cores the replay's work cannot take less than ${round(leastSeconds, 1)} s: ` +
          `a ratio of at most ${cpuBoundRatio} against this raw read`,
      );
    const perSecond = events / seconds;
    return {
      events,
      events_per_s: round(perSecond),
      baseline_per_s: round(baseline.events / baseline.seconds),
      ratio: round(perSecond / (baseline.events / baseline.seconds), 2),
      seconds: round(seconds, 1),
      applicants,
      expected_events: baseline.events,
      main_thread_busy: round(utilization, 2),
      cpu,
      baseline_cpu: baselineCpu,
      cpu_bound_ratio: cpuBoundRatio,
    };
  } finally {
    await platform.close();
    await seeded.database.drop();
  }
}

const cpuText = (cpu: CpuUse): string =>
  `node ${cpu.node_s}, Postgres ${cpu.postgres_s ?? '?'}, machine ${cpu.machine_s ?? '?'} of ${round(cpu.wall_s * cpu.cores, 1)} (${cpu.wall_s} s × ${cpu.cores} cores)`;

async function readWithOneSelect(db: Database, types: string[]): Promise<{ events: number; seconds: number }> {
  const started = performance.now();
  const events = await db.transaction(async (tx) => {
    await tx.query(
      `DECLARE all_events NO SCROLL CURSOR FOR
       SELECT global_position, transaction_id::text, stream_id, stream_position, event_id, type, schema_version, data, metadata, recorded_at
         FROM events WHERE type = ANY($1::text[]) ORDER BY events.transaction_id, events.global_position`,
      [types],
    );
    let read = 0;
    for (;;) {
      const { rows } = await tx.query(`FETCH ${CURSOR_PAGE} FROM all_events`);
      if (rows.length === 0) return read;
      read += rows.length;
    }
  });
  return { events, seconds: (performance.now() - started) / 1000 };
}
