import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { seededDatabase } from '../support/seeded-database';
import { openLoop } from '../support/open-loop';
import { round } from '../support/timing';
import { benchToken, describeRows, loadApplicantRows } from './api/read-model-rows';

const USERS = 100_000;
const APPLICATIONS = 250_000;
const CONNECTIONS = 64;
const SECONDS = 10;
/** The open-loop rate of issue 22: p99 under 50 ms at this many requests per second on each route. */
export const FIXED_RATE = 500;
const ROUTES = ['/api/courses/applications/', '/api/courses/'];

export interface ApiResult {
  rps: number;
  p99_ms: number;
  baseline_rps: number;
  ratio: number;
  /**
   * At saturation, with the share of the time the API process's event loop was busy: near 1, node's CPU
   * in that process (the framework, the handler, the driver) is what bounds the route, not Postgres.
   */
  routes: Record<string, { rps: number; p99_ms: number; non_2xx: number; event_loop_busy: number }>;
  baseline_p99_ms: number;
  /** At FIXED_RATE requests per second, open loop: the lower rate served and the worse p99 of the routes. */
  fixed_rate_rps: number;
  fixed_rate_p99_ms: number;
  fixed_rate_routes: Record<string, { rps: number; p99_ms: number; non_2xx: number; worst_per_second_ms: number[] }>;
  /** The constant route at FIXED_RATE. */
  fixed_rate_baseline_p99_ms: number;
}

/**
 * The two pages every signed-in applicant opens, each request as a random one of 100,000 people,
 * against a constant JSON route served by the same process: at saturation (autocannon, 64
 * connections; `rps` and `p99_ms` are the slower route's) and at a fixed open-loop rate.
 */
export async function benchApi(log: (line: string) => void): Promise<ApiResult> {
  const seeded = await seededDatabase('api');
  const port = 22_000 + Math.floor(Math.random() * 10_000);
  let child: ChildProcess | undefined;
  try {
    await loadApplicantRows(seeded.database.url, USERS, APPLICATIONS);
    log(`  ${await describeRows(seeded.database.url)} in the read models`);
    // BENCH_API_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the API process under the load.
    const nodeArgs = process.env.BENCH_API_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];
    child = spawn(process.execPath, [...nodeArgs, join(__dirname, 'api', 'serve-api.js')], {
      env: { ...process.env, ...seeded.env, SEED_DEMO: 'false', PORT: String(port), DATABASE_POOL_SIZE: '16' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await ready(child);
    const randomApplicant = () => ({ authorization: `Token ${benchToken(1 + Math.floor(Math.random() * USERS))}` });
    const signedIn = {
      setupRequest: (request: Record<string, unknown>) => ({ ...request, headers: randomApplicant() }),
    };
    const load = (url: string, signed: boolean) =>
      autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests: signed ? [signedIn] : undefined });
    const routes: ApiResult['routes'] = {};
    const eventLoopBusy = async () =>
      ((await (await fetch(`http://127.0.0.1:${port + 1}/event-loop/`)).json()) as { utilization: number }).utilization;
    for (const path of ROUTES) {
      await eventLoopBusy();
      const result = await load(`http://127.0.0.1:${port}${path}`, true);
      const busy = await eventLoopBusy();
      routes[`GET ${path}`] = {
        rps: round(result.requests.average),
        p99_ms: result.latency.p99,
        non_2xx: result.non2xx,
        event_loop_busy: round(busy, 2),
      };
      log(`  GET ${path} at saturation: the API process's event loop was busy ${round(busy * 100)} % of the time`);
    }
    const baseline = await load(`http://127.0.0.1:${port + 1}/constant/`, false);
    const slowest = Object.values(routes).sort((a, b) => a.rps - b.rps)[0];
    // The constant route first: the load generator's own first second (its code not yet compiled, its
    // sockets not yet open) then falls on the baseline, as it does for autocannon above.
    const fixedBaseline = await openLoop({
      url: `http://127.0.0.1:${port + 1}/constant/`,
      rate: FIXED_RATE,
      seconds: SECONDS,
    });
    log(
      `  GET /constant/ at ${FIXED_RATE}/s, the worst answer of each second (ms): ${fixedBaseline.worst_per_second_ms.join(' ')}`,
    );
    const fixedRateRoutes: ApiResult['fixed_rate_routes'] = {};
    for (const path of ROUTES) {
      const result = await openLoop({
        url: `http://127.0.0.1:${port}${path}`,
        rate: FIXED_RATE,
        seconds: SECONDS,
        headers: randomApplicant,
      });
      fixedRateRoutes[`GET ${path}`] = {
        rps: result.rps,
        p99_ms: result.p99_ms,
        non_2xx: result.non_2xx + result.errors,
        worst_per_second_ms: result.worst_per_second_ms,
      };
      log(
        `  GET ${path} at ${FIXED_RATE}/s, the worst answer of each second (ms): ${result.worst_per_second_ms.join(' ')}`,
      );
    }
    const fixedRates = Object.values(fixedRateRoutes);
    return {
      rps: slowest.rps,
      p99_ms: Math.max(...Object.values(routes).map((route) => route.p99_ms)),
      baseline_rps: round(baseline.requests.average),
      ratio: round(slowest.rps / baseline.requests.average, 2),
      routes,
      baseline_p99_ms: baseline.latency.p99,
      fixed_rate_rps: Math.min(...fixedRates.map((route) => route.rps)),
      fixed_rate_p99_ms: Math.max(...fixedRates.map((route) => route.p99_ms)),
      fixed_rate_routes: fixedRateRoutes,
      fixed_rate_baseline_p99_ms: fixedBaseline.p99_ms,
    };
  } finally {
    if (child && child.exitCode === null) {
      const running = child;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
    }
    await seeded.database.drop();
  }
}

function ready(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    const { stdout } = child;
    if (!stdout) {
      reject(new Error('the API process was started without a stdout pipe'));
      return;
    }
    stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the API process exited with ${String(code)}`)));
  });
}
