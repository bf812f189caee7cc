import { setFlagsFromString } from 'node:v8';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { CoalescedNotifier } from './coalesced-notifier';
import { type Database, type InFlight, type Queryable, type QueryResult, firstFailure } from './database';
import { quoteIdentifier } from './postgres-database';

/** PGlite returns int8 as BigInt; convert at the edge so callers see the same values as with pg. */
function normalizeRow(row: Record<string, unknown>): Record<string, unknown> {
  for (const key of Object.keys(row)) {
    if (typeof row[key] === 'bigint') row[key] = Number(row[key]);
  }
  return row;
}

async function run<R>(target: PGlite | Transaction, sql: string, params?: unknown[]): Promise<QueryResult<R>> {
  const result = await target.query<Record<string, unknown>>(sql, params as unknown[]);
  // The caller names the row shape it selected (`R`), as with pg.
  return { rows: result.rows.map(normalizeRow) as R[], rowCount: result.affectedRows ?? result.rows.length };
}

/**
 * V8 first runs WebAssembly through its baseline compiler and re-optimises a function in the background
 * once it has run enough ("dynamic tiering"). Opening PGlite runs much of Postgres's start-up code just
 * once, and the default budget re-optimised it all: about 0.9 s of CPU per start, over a third of an
 * embedded start. A hundredfold budget leaves that to the code that stays hot, which still reaches it
 * within seconds under load (the signed-in applications list served as many requests a second over
 * 25 s of load either way).
 * Set before the first PGlite compiles; V8 reads it when it compiles a module.
 */
export const WASM_TIERING_BUDGET = 180_000_000;
let wasmTieringSet = false;
function tierUpOnlyHotWasm(): void {
  if (wasmTieringSet) return;
  setFlagsFromString(`--wasm-tiering-budget=${WASM_TIERING_BUDGET}`);
  wasmTieringSet = true;
}

/**
 * Postgres's default of 128 MB of shared buffers, set aside and initialised in WebAssembly memory at
 * every open, was about half of the CPU an open took (from a dumped template, 1.7 s against 0.8 s).
 * An embedded database is one process's own, small, and read through the operating system's file cache
 * anyway; 32 MB holds a demo's whole database several times over (docs/decisions.md).
 */
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

export class PgliteDatabase implements Database {
  readonly kind = 'pglite' as const;

  private readonly toNotify = new WeakMap<Queryable, Set<string>>();
  private readonly notifier = new CoalescedNotifier((channel) => this.db.query("SELECT pg_notify($1, '')", [channel]));

  private constructor(private readonly db: PGlite) {}

  /** `dataDir` undefined keeps the database in memory; `loadDataDir` starts from a dumped template. */
  static async open(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<PgliteDatabase> {
    tierUpOnlyHotWasm();
    const db = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      startParams: START_PARAMS,
    });
    await db.exec('SET idle_in_transaction_session_timeout = 0');
    return new PgliteDatabase(db);
  }

  query<R>(sql: string, params?: unknown[]): Promise<QueryResult<R>> {
    return run<R>(this.db, sql, params);
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const channels = new Set<string>();
    const value = await this.db.transaction((transaction) => {
      const tx: Queryable = {
        query: <R>(sql: string, params?: unknown[]) => run<R>(transaction, sql, params),
        // PGlite takes COPY's input as a blob standing in for the file `/dev/blob`.
        copyIn: async (table, columns, text) => {
          await transaction.query(`COPY ${table} (${columns.join(', ')}) FROM '/dev/blob'`, [], {
            blob: new Blob([text]),
          });
        },
      };
      this.toNotify.set(tx, channels);
      return fn(tx);
    });
    for (const channel of channels) this.notifier.poke(channel);
    return value;
  }

  /** One connection in the process, so nothing to pipeline: PGlite runs the statements in turn as they come. */
  pipelinedTransaction<T>(fn: (tx: Queryable, startedAt: () => Promise<Date>) => Promise<InFlight<T>>): Promise<T> {
    return this.transaction(async (tx) => {
      const startedAt = async () =>
        new Date((await tx.query<{ now: Date | string }>('SELECT now() AS now')).rows[0].now);
      const { value, inFlight } = await fn(tx, startedAt);
      const failed = firstFailure(await Promise.allSettled(inFlight));
      if (failed) throw failed.error;
      return value;
    });
  }

  /** One connection, so no lock to queue on; sent after the commit all the same, as with Postgres. */
  notifyOnCommit(tx: Queryable, channel: string): void {
    const channels = this.toNotify.get(tx);
    if (channels) channels.add(channel);
    else this.notifier.poke(channel);
  }

  async exec(sql: string): Promise<void> {
    await this.db.exec(sql);
  }

  /** In-process: the connection cannot be lost, so `onLost` is never called. */
  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    const unsubscribe = await this.db.listen(quoteIdentifier(channel), (payload) => onNotify(payload));
    return unsubscribe;
  }

  /** A compressed copy of the data folder, used by tests as a template that loads faster than initdb. */
  dump(): Promise<Blob | File> {
    return this.db.dumpDataDir('gzip');
  }

  async close(): Promise<void> {
    await this.notifier.settle();
    await this.db.close();
  }
}
