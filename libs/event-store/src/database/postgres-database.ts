import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Client, type CustomTypesConfig, Pool, type PoolClient, type QueryResult as PgResult, types } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { CoalescedNotifier } from './coalesced-notifier';
import {
  type Database,
  type InFlight,
  type Queryable,
  type QueryOptions,
  type QueryResult,
  firstFailure,
} from './database';
import { parseTimestamptz } from './timestamptz';

/** Per-pool type parsers, so the process-wide pg defaults stay untouched. */
const typeParsers: CustomTypesConfig = {
  // `unknown`: pg types its own parsers as `any`; the pool takes whatever they answer.
  getTypeParser(oid, format): unknown {
    if (oid === types.builtins.INT8) return (value: string) => Number(value);
    if (oid === types.builtins.NUMERIC) return (value: string) => Number(value);
    if (oid === types.builtins.TIMESTAMPTZ && format !== 'binary') return parseTimestamptz;
    return types.getTypeParser(oid, format);
  },
};

export interface PostgresOptions {
  connectionString: string;
  max?: number;
  /** An open transaction delays global-log readers; it must not stall them for ever (docs/architecture.md §3). */
  idleInTransactionTimeoutMs?: number;
  applicationName?: string;
}

export class PostgresDatabase implements Database {
  readonly kind = 'postgres' as const;
  private readonly pool: Pool;
  private readonly listeners = new Set<Client>();
  /** The channels each open transaction asked to notify on its commit. */
  private readonly toNotify = new WeakMap<Queryable, Set<string>>();
  private readonly notifier = new CoalescedNotifier((channel) =>
    this.pool.query("SELECT pg_notify($1, '')", [channel]),
  );

  constructor(private readonly options: PostgresOptions) {
    this.pool = new Pool({
      connectionString: options.connectionString,
      max: options.max ?? 10,
      // pg's default closes a connection idle for 10 s. A new one costs the next burst of requests its
      // start-up, its own plans of the prepared reads and a cold catalogue cache: after a 10 s lull, the
      // bench's first second at 500 requests/s answered in up to 2 s. A minute rides out such lulls.
      idleTimeoutMillis: 60_000,
      types: typeParsers,
      application_name: options.applicationName ?? 'course-portal',
      options: `-c idle_in_transaction_session_timeout=${options.idleInTransactionTimeoutMs ?? 30_000}`,
    });
    // An idle client dropped by the server must not crash the process; the pool replaces it.
    this.pool.on('error', () => undefined);
    // A checked-out client is the pool's no longer: a dropped connection (pg_terminate_backend, a server
    // restart) emits 'error' on it, and an unheard 'error' ends the process. Heard for the client's whole
    // life, from its connection on: a listener added after `pool.connect()` resolves comes too late when
    // the server's farewell arrives in the same packet as the connection's "ready" (seen: a worker
    // crashed while the fault test cut connections). The next query on it then fails like any other,
    // and the pool discards it on release.
    this.pool.on('connect', (client) => client.on('error', () => undefined));
  }

  async query<R>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<R>> {
    const values = params as unknown[];
    const result = await (options?.prepareAs
      ? this.pool.query({ name: options.prepareAs, text: sql, values })
      : this.pool.query(sql, values));
    return { rows: result.rows as R[], rowCount: result.rowCount ?? 0 };
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    const tx: Queryable = {
      query: (sql, params) => queryOn(client, sql, params),
      async copyIn(table, columns, text) {
        const stream = client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`));
        await pipeline(Readable.from([text]), stream);
      },
    };
    const channels = new Set<string>();
    this.toNotify.set(tx, channels);
    try {
      await client.query('BEGIN');
      const value = await fn(tx);
      await client.query('COMMIT');
      client.release();
      for (const channel of channels) this.notifier.poke(channel);
      return value;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      // A client whose connection broke must not go back to the pool.
      client.release(error instanceof Error && isConnectionError(error) ? error : undefined);
      throw error;
    }
  }

  async pipelinedTransaction<T>(
    fn: (tx: Queryable, startedAt: () => Promise<Date>) => Promise<InFlight<T>>,
  ): Promise<T> {
    const client = await this.pool.connect();
    setPipelined(client, true);
    const tx: Queryable = { query: (sql, params) => queryOn(client, sql, params) };
    const channels = new Set<string>();
    this.toNotify.set(tx, channels);
    // The start time travels with BEGIN, in one message: a statement of its own would cost as much again.
    // A command reads a few streams by key, and so never wants parallel workers; but a planner with no
    // statistics on `events` yet (a table growing faster than autovacuum analyzes it) guessed thousands of
    // rows per stream and started workers for every read once the table grew to tens of MB: the bench's command
    // path fell to a tenth of its speed after 50,000 commands (docs/decisions.md, issue 22).
    const begun = client.query(
      'BEGIN; SET LOCAL max_parallel_workers_per_gather = 0; SELECT now() AS now',
    ) as unknown as Promise<PgResult[]>;
    // Awaited once `fn` has issued its statements: heard now, so that a failure meanwhile is not unhandled.
    begun.catch(() => undefined);
    const startedAt = async () => ((await begun)[2].rows[0] as { now: Date }).now;
    let outcome: { value: T } | { error: unknown };
    try {
      const work = await fn(tx, startedAt);
      const committed = client.query('COMMIT');
      const settled = await Promise.allSettled([begun, ...work.inFlight, committed]);
      const failed = firstFailure(settled);
      // After a failed statement Postgres answers COMMIT with ROLLBACK: nothing of the transaction stays.
      if (failed) outcome = failed;
      else if ((settled.at(-1) as PromiseFulfilledResult<PgResult>).value.command !== 'COMMIT')
        outcome = { error: new Error('the transaction was rolled back at its commit') };
      else outcome = { value: work.value };
    } catch (error) {
      outcome = { error };
    }
    if ('value' in outcome) {
      // COMMIT was answered last, so nothing is in flight any more.
      setPipelined(client, false);
      client.release();
      for (const channel of channels) this.notifier.poke(channel);
      return outcome.value;
    }
    // Answered after everything sent before it: once it is, the client has nothing in flight.
    await client.query('ROLLBACK').catch(() => undefined);
    setPipelined(client, false);
    const { error } = outcome;
    client.release(error instanceof Error && isConnectionError(error) ? error : undefined);
    throw error;
  }

  async exec(sql: string): Promise<void> {
    await this.pool.query(sql);
  }

  notifyOnCommit(tx: Queryable, channel: string): void {
    const channels = this.toNotify.get(tx);
    if (channels) channels.add(channel);
    else this.notifier.poke(channel);
  }

  async listen(
    channel: string,
    onNotify: (payload: string) => void,
    onLost?: () => void,
  ): Promise<() => Promise<void>> {
    const client = new Client({ connectionString: this.options.connectionString });
    client.on('error', () => undefined);
    await client.connect();
    client.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    // Unsubscribing and close() take the client out of `listeners` first: only a dropped one reports.
    client.once('end', () => {
      if (this.listeners.has(client)) onLost?.();
    });
    await client.query(`LISTEN ${quoteIdentifier(channel)}`);
    this.listeners.add(client);
    return async () => {
      this.listeners.delete(client);
      await client.end().catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    await this.notifier.settle();
    const listeners = [...this.listeners];
    this.listeners.clear();
    await Promise.all(listeners.map((client) => client.end().catch(() => undefined)));
    await this.pool.end();
  }
}

async function queryOn<R>(client: PoolClient, sql: string, params?: unknown[]): Promise<QueryResult<R>> {
  const result = await client.query(sql, params);
  return { rows: result.rows as R[], rowCount: result.rowCount ?? 0 };
}

/**
 * pg sends a pipelined client's statements as soon as they are issued, without waiting for the answer
 * to the one before. The pool's clients are not pipelined (COPY and cursors cannot be, and bulk replay
 * copies): one is switched for a pipelined transaction, and back before it returns to the pool. pg
 * reads the flag each time it sends; it is switched only while the client has nothing in flight.
 */
function setPipelined(client: PoolClient, on: boolean): void {
  (client as unknown as { pipeline: boolean }).pipeline = on;
}

/** A broken or terminated connection (server restart, `pg_terminate_backend`, network): worth a retry later. */
export function isConnectionError(error: Error): boolean {
  const code = (error as { code?: string }).code ?? '';
  return (
    code.startsWith('08') || code === '57P01' || SOCKET_ERRORS.has(code) || /terminat|connection/i.test(error.message)
  );
}

/**
 * Node's own codes for a socket that broke. A pipelined client meets them itself: its statements are
 * written without waiting, so one written after the server hung up fails with the write's error.
 */
const SOCKET_ERRORS = new Set(['EPIPE', 'ECONNRESET', 'ECONNREFUSED', 'ECONNABORTED', 'ETIMEDOUT']);

export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
