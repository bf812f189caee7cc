import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { seededDatabase } from '../support/seeded-database';
import { round } from '../support/timing';
import { benchToken, copyApplicantRows } from './api/read-model-rows';

const USERS = 100_000;
const APPLICATIONS = 250_000;
const CONNECTIONS = 64;
const SECONDS = 10;

export interface ApiResult {
  rps: number;
  p99_ms: number;
  baseline_rps: number;
  ratio: number;
  routes: Record<string, { rps: number; p99_ms: number; non_2xx: number }>;
  baseline_p99_ms: number;
}

/**
 * The two pages every signed-in applicant opens, each request as a random one of 100,000 people,
 * against a constant JSON route served by the same process. `rps` and `p99_ms` are the slower route's.
 */
export async function benchApi(log: (line: string) => void): Promise<ApiResult> {
  const seeded = await seededDatabase('api');
  const port = 22_000 + Math.floor(Math.random() * 10_000);
  let child: ChildProcess | undefined;
  try {
    await copyApplicantRows(seeded.database.url, USERS, APPLICATIONS);
    log(`  ${await counts(seeded.database.url)} in the read models`);
    // BENCH_API_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the API process under the load.
    const nodeArgs = process.env.BENCH_API_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];
    child = spawn(process.execPath, [...nodeArgs, join(__dirname, 'api', 'serve-api.js')], {
      env: { ...process.env, ...seeded.env, SEED_DEMO: 'false', PORT: String(port), DATABASE_POOL_SIZE: '16' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await ready(child);
    const signedIn = {
      setupRequest: (request: Record<string, unknown>) => ({
        ...request,
        headers: { authorization: `Token ${benchToken(1 + Math.floor(Math.random() * USERS))}` },
      }),
    };
    const load = (url: string, signed: boolean) =>
      autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests: signed ? [signedIn] : undefined });
    const routes: ApiResult['routes'] = {};
    for (const path of ['/api/courses/applications/', '/api/courses/']) {
      const result = await load(`http://127.0.0.1:${port}${path}`, true);
      routes[`GET ${path}`] = {
        rps: round(result.requests.average),
        p99_ms: result.latency.p99,
        non_2xx: result.non2xx,
      };
    }
    const baseline = await load(`http://127.0.0.1:${port + 1}/constant/`, false);
    const slowest = Object.values(routes).sort((a, b) => a.rps - b.rps)[0];
    return {
      rps: slowest.rps,
      p99_ms: Math.max(...Object.values(routes).map((route) => route.p99_ms)),
      baseline_rps: round(baseline.requests.average),
      ratio: round(slowest.rps / baseline.requests.average, 2),
      routes,
      baseline_p99_ms: baseline.latency.p99,
    };
  } finally {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await seeded.database.drop();
  }
}

function ready(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the API process exited with ${code}`)));
  });
}

async function counts(url: string): Promise<string> {
  const client = new Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query(
    `SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM applications) AS applications,
            (SELECT count(*) FROM user_sessions) AS sessions`,
  );
  await client.end();
  return `${rows[0].users} users, ${rows[0].applications} applications, ${rows[0].sessions} sessions`;
}
