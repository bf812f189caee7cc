/** The narrow SQL port every store, projection and job uses. Both Postgres (pg) and PGlite implement it. */
export interface QueryResult<R> {
  rows: R[];
  rowCount: number;
}

/** How a query is sent. */
export interface QueryOptions {
  /**
   * Postgres keeps the statement parsed and planned under this name on each pooled connection, for the
   * reads that serve most requests: for them planning costs about as much as running. One name per SQL
   * text, and the SQL names its columns (a `*` would break once a migration adds one). Transactions
   * and PGlite send the text as usual.
   */
  prepareAs?: string;
}

export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<R>>;
  /**
   * Loads rows with `COPY <table> (<columns>) FROM STDIN`, `text` in COPY's text format: Postgres
   * parses it at about twice the speed of the same rows as a JSON document. A database's transactions
   * have it (bulk replay uses it); other queryables need not. `text` may come already encoded as UTF-8.
   */
  copyIn?(table: string, columns: ReadonlyArray<string>, text: string | Buffer): Promise<void>;
}

/** What a pipelined transaction's work returns: its value, and the statements it left in flight. */
export interface InFlight<T> {
  value: T;
  inFlight: ReadonlyArray<Promise<unknown>>;
}

export interface Database extends Queryable {
  readonly kind: 'postgres' | 'pglite';
  /**
   * Runs `fn` in one transaction. Code inside must use the `tx` it is given and never the Database
   * itself: PGlite has one connection, so a second query from inside would wait for ever.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * A transaction whose statements do not wait for each other's answers (on Postgres, pg's pipeline
   * mode): BEGIN goes out with the first statement `fn` issues, and COMMIT right behind the statements
   * `fn` returns still in flight. A command's read then costs one round trip, and its tail (append,
   * read-model write, outbox rows) with the commit one more. Every in-flight statement must already
   * have been issued (its `query` called) when `fn` returns; if any of them fails, nothing commits and
   * the first failure is thrown. The `tx` cannot COPY. `startedAt` answers the transaction's `now()`
   * (what its events record), on Postgres from the BEGIN's own round trip. A command's keyed reads take
   * no parallel workers on Postgres. PGlite, with no round trips, runs each statement in turn.
   */
  pipelinedTransaction<T>(fn: (tx: Queryable, startedAt: () => Promise<Date>) => Promise<InFlight<T>>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Notifies `channel`'s listeners once `tx` has committed (at once when `tx` is not one of this
   * database's transactions); never if it rolls back. Listeners must still poll: a notification can
   * be lost with its connection.
   */
  notifyOnCommit(tx: Queryable, channel: string): void;
  /**
   * Subscribes to NOTIFY on a channel; returns the unsubscribe function. `onNotify` gets the payload.
   * `onLost` is called if the listening connection ends before unsubscribing: notifications sent from
   * then on are missed, so a listener that keeps state must stop trusting it.
   */
  listen(channel: string, onNotify: (payload: string) => void, onLost?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The first rejection among settled statements, in the order they were issued (later ones fail because of it). */
export function firstFailure(settled: ReadonlyArray<PromiseSettledResult<unknown>>): { error: unknown } | null {
  const failed = settled.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  return failed ? { error: failed.reason } : null;
}

/** pg gives int8 as strings and PGlite as BigInt above 2^53; positions and versions stay below that. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint' || typeof value === 'string') return Number(value);
  throw new TypeError(`expected a number, got ${typeof value}`);
}
