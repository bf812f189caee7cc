/** The narrow SQL port every store, projection and job uses. Both Postgres (pg) and PGlite implement it. */
export interface QueryResult<R> {
  rows: R[];
  rowCount: number;
}

export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<R>>;
  /**
   * Loads rows with `COPY <table> (<columns>) FROM STDIN`, `text` in COPY's text format: Postgres
   * parses it at about twice the speed of the same rows as a JSON document. A database's transactions
   * have it (bulk replay uses it); other queryables need not. `text` may come already encoded as UTF-8.
   */
  copyIn?(table: string, columns: ReadonlyArray<string>, text: string | Buffer): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'postgres' | 'pglite';
  /**
   * Runs `fn` in one transaction. Code inside must use the `tx` it is given and never the Database
   * itself: PGlite has one connection, so a second query from inside would wait for ever.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
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

/** pg gives int8 as strings and PGlite as BigInt above 2^53; positions and versions stay below that. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint' || typeof value === 'string') return Number(value);
  throw new TypeError(`expected a number, got ${typeof value}`);
}
