import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { type Database, type EventStore, LOG_START, type LogPosition, toNumber } from '@portal/event-store';
import { ALL_PROJECTIONS } from '@portal/projections';
import { REPO_ROOT } from '../../support/paths';

/** Every row of every read model, as sorted JSON text per table: two snapshots compare with `toEqual`. */
export async function readModelSnapshot(db: Database): Promise<Record<string, string[]>> {
  const snapshot: Record<string, string[]> = {};
  for (const projection of ALL_PROJECTIONS) {
    for (const table of projection.tables) {
      const { rows } = await db.query<{ row: string }>(`SELECT to_jsonb(t)::text AS row FROM ${table} t`);
      snapshot[table] = rows.map((row) => row.row).sort();
    }
  }
  return snapshot;
}

/** `npm run replay` as an operator runs it: every read model rebuilt from the log and swapped in. */
export async function replayEverything(env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(process.execPath, [join(REPO_ROOT, 'apps/api/dist/replay.js')], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`replay exited with ${code}:\n${output}`);
}

/**
 * Side effects due now and not done yet. A job already tried waits out its retry backoff with a later
 * `run_at` and still counts (its email may have gone out before its database connection was cut);
 * future timers never tried, such as offer expiry, do not.
 */
const OUTSTANDING = "status IN ('pending', 'running', 'dispatched') AND (run_at <= now() OR attempts > 0)";

export async function dueJobs(db: Database): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*) AS n FROM outbox WHERE ${OUTSTANDING}`);
  return toNumber(rows[0].n);
}

/** Waits until the workers have done every job that is due; `what` names the wait in the timeout error. */
export async function waitForDueJobs(db: Database, timeoutMs: number, what = 'the outbox to drain'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const left = await dueJobs(db);
    if (left === 0) return;
    if (Date.now() > deadline) {
      const { rows } = await db.query(
        `SELECT job_id, type, status, attempts, last_error, locked_until FROM outbox
          WHERE ${OUTSTANDING} ORDER BY id LIMIT 20`,
      );
      throw new Error(`timed out waiting for ${what}: ${left} due jobs left, e.g. ${JSON.stringify(rows)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The whole log through the product's own global reader (the pair checkpoint of docs/architecture.md §3), page
 * by page: its event ids must be exactly the table's, once each, or a subscriber would have lost one.
 */
export async function globalLogIds(store: EventStore): Promise<string[]> {
  const ids: string[] = [];
  let after: LogPosition = LOG_START;
  for (;;) {
    const page = await store.readAll(after, 500);
    if (page.length === 0) return ids;
    for (const event of page) ids.push(event.eventId);
    const last = page[page.length - 1];
    after = { transactionId: last.transactionId, globalPosition: last.globalPosition };
  }
}

export async function tableEventIds(db: Database): Promise<string[]> {
  const { rows } = await db.query<{ event_id: string }>('SELECT event_id::text AS event_id FROM events');
  return rows.map((row) => row.event_id);
}

/**
 * A cheap fingerprint of all stored data: the log's head and size, the outbox, and a hash of every
 * read model's rows. Equal fingerprints before and after a request mean it changed nothing.
 */
export async function dataFingerprint(db: Database): Promise<string> {
  const tables = ALL_PROJECTIONS.flatMap((projection) => projection.tables);
  const hashes = tables
    .map(
      (table) =>
        `(SELECT md5(coalesce(string_agg(to_jsonb(t)::text, ',' ORDER BY to_jsonb(t)::text), '')) FROM ${table} t)`,
    )
    .join(" || ':' || ");
  const { rows } = await db.query<{ fingerprint: string }>(
    `SELECT (SELECT count(*) || '/' || coalesce(max(global_position), 0) FROM events) || ' ' ||
            (SELECT count(*) FROM outbox) || ' ' || md5(${hashes}) AS fingerprint`,
  );
  return rows[0].fingerprint;
}

/**
 * The events of the table (`stored`, read first) and the global log read after them (`read`), once
 * the visibility horizon has passed every stored event. The horizon is cluster-wide: another
 * database's open transaction on a shared Postgres holds it back for a while. Workers may still be
 * appending (an email's `EmailSent`), so `read` may hold more than `stored`, never less.
 */
export async function globalLogAfterHorizon(
  store: EventStore,
  db: Database,
  timeoutMs = 60_000,
): Promise<{ stored: string[]; read: string[] }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const stored = await tableEventIds(db);
    const read = await globalLogIds(store);
    const seen = new Set(read);
    if (stored.every((id) => seen.has(id)) || Date.now() > deadline) return { stored, read };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
