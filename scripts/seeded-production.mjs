// The production starting point of a test run, made once per `npm test` like the embedded one
// (seeded-data-dir.mjs): the built API and worker started on a Postgres database, a Redis and a data
// folder of their own, with the demo seed, stopped once the seed's jobs are done. What is kept:
// - the database, as a template: each production portal's database is `CREATE DATABASE … TEMPLATE` of
//   it, a file copy instead of the migrations and the seed's commands;
// - Redis's snapshot (`SAVE` after the processes stopped), with the seed's scheduled jobs in it, which
//   each portal's own Redis loads at its start;
// - the data folder (the seed's emails and images) and the master key its personal data is sealed with.
// test/support/running-portal.ts reads the description this writes; `dropSeededProduction` removes it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, seedDone, stopped, until } from './seed-support.mjs';

const root = new URL('..', import.meta.url).pathname;
const tmp = join(root, '.tmp');
const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PREFIX = 'portal_seed_';
const STALE_MS = 2 * 3600_000;

async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

function databaseUrl(name) {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One Redis command over a plain socket (`SAVE`, `PING`), resolving with the first reply line. */
function redisCommand(port, command) {
  return new Promise((resolve, reject) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    let reply = '';
    socket.once('error', reject);
    socket.once('connect', () => socket.write(`${command}\r\n`));
    socket.on('data', (data) => {
      reply += data.toString();
      if (!reply.includes('\r\n')) return;
      socket.end();
      resolve(reply.split('\r\n')[0]);
    });
  });
}

/**
 * Drops the template databases and folders of earlier runs that were stopped before they could clean up
 * (older than two hours, so a run going on beside us keeps its own). The name carries its birth time.
 */
async function removeOldOnes() {
  const { rows } = await adminQuery(`SELECT datname FROM pg_database WHERE datname LIKE '${PREFIX}%'`);
  for (const { datname } of rows) {
    const born = parseInt(datname.slice(PREFIX.length).split('_')[0], 36);
    if (Date.now() - born > STALE_MS) await dropTemplate(datname);
  }
  if (!existsSync(tmp)) return;
  for (const name of readdirSync(tmp)) {
    const path = join(tmp, name);
    if (name.startsWith('production-seeded-') && Date.now() - statSync(path).mtimeMs > STALE_MS)
      rmSync(path, { recursive: true, force: true });
  }
}

async function dropTemplate(name) {
  await adminQuery(`ALTER DATABASE ${name} WITH IS_TEMPLATE false`).catch(() => undefined);
  await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** Makes the production starting point and returns the path of its description (JSON). */
export async function makeSeededProduction() {
  await removeOldOnes();
  mkdirSync(tmp, { recursive: true });
  const folder = mkdtempSync(join(tmp, 'production-seeded-'));
  const database = `${PREFIX}${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const dataDir = join(folder, 'data');
  const redisDir = join(folder, 'redis');
  mkdirSync(dataDir);
  mkdirSync(redisDir);
  const masterKey = randomBytes(32).toString('base64');
  await adminQuery(`CREATE DATABASE ${database}`);

  const redisPort = await freePort();
  const redis = spawn(
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--dir', redisDir, '--dbfilename', 'dump.rdb'],
    { stdio: 'ignore' },
  );
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl(database),
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    PERSONAL_DATA_MASTER_KEY: masterKey,
    SEED_DEMO: 'true',
    SEED_DEMO_APPLICANTS: '0',
    LOG_LEVEL: 'warn',
  };
  let output = '';
  const start = (entry) => {
    const child = spawn(process.execPath, [join(root, `apps/${entry}/dist/bundle/main.cjs`)], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    return child;
  };
  const children = [];
  try {
    await until(async () => (await redisCommand(redisPort, 'PING')) === '+PONG', 'Redis’s start', redis);
    children.push(start('api'), start('worker'));
    await seedDone(`http://127.0.0.1:${port}`, children[0]);
    for (const child of children) await stopped(child);
    // Written once nothing writes any more, so the snapshot holds every job the seed left scheduled.
    const saved = await redisCommand(redisPort, 'SAVE');
    if (saved !== '+OK') throw new Error(`Redis answered ${saved} to SAVE`);
    // A template cannot be connected to, and no one may write to it once portals copy it.
    await adminQuery(`ALTER DATABASE ${database} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
  } catch (error) {
    for (const child of children) child.kill('SIGKILL');
    redis.kill('SIGKILL');
    await dropTemplate(database).catch(() => undefined);
    throw new Error(`${error.message}\n${output}`, { cause: error });
  }
  await stopped(redis);
  const description = join(folder, 'seeded-production.json');
  writeFileSync(
    description,
    JSON.stringify({ database, redisSnapshot: join(redisDir, 'dump.rdb'), dataDir, masterKey }, null, 2),
  );
  return description;
}

/** Removes the template database and folder a description names. */
export async function dropSeededProduction(description) {
  if (!description || !existsSync(description)) return;
  const { database } = JSON.parse(readFileSync(description, 'utf8'));
  await dropTemplate(database);
  rmSync(join(description, '..'), { recursive: true, force: true });
}
