import {
  type AttemptCount,
  SIGN_IN_THROTTLE,
  type ThrottlePolicy,
  decideAttempt,
  decideWithinLimit,
} from '@portal/domain';
import type { Database, Queryable } from '@portal/event-store';
import { ThrottledError } from '../../http/throttled-error';

interface CountRow {
  key: string;
  attempts: number;
  last_at: Date;
  blocked_until: Date | null;
}

const toCount = (row: CountRow | undefined): AttemptCount | null =>
  row ? { attempts: row.attempts, lastAt: row.last_at, blockedUntil: row.blocked_until } : null;

/**
 * The counts of attempts at guessing (sign-in, content passwords) and of emails asked for (resets,
 * verifications), by key, in the database so that every API process shares them. Not events: an
 * attempt decides nothing about an account. Each check locks its rows, asks the pure rule
 * (libs/domain identity/attempt-throttle.ts) and writes the answer in one transaction, so thirty
 * concurrent guesses are counted one after the other: the fifth sets the delay the sixth meets.
 */
export class AttemptCounts {
  constructor(private readonly db: Database) {}

  static async createTable(db: Queryable): Promise<void> {
    await db.query(
      `CREATE TABLE IF NOT EXISTS attempt_counts (
         key text PRIMARY KEY, attempts integer NOT NULL, last_at timestamptz NOT NULL, blocked_until timestamptz)`,
    );
    await db.query('CREATE INDEX IF NOT EXISTS attempt_counts_last_at ON attempt_counts (last_at)');
    // The check-then-record table it replaces (issue 50).
    await db.query('DROP TABLE IF EXISTS sign_in_failures');
  }

  /**
   * Counts an attempt of the pair before it is evaluated, or throws a 429 with `message` when the
   * pair must wait. `succeeded` clears the pair afterwards (and takes the attempt off the address).
   */
  async beginAttempt(
    keys: { pair: string; address: string },
    message: string,
    now = new Date(),
    policy: ThrottlePolicy = SIGN_IN_THROTTLE,
  ): Promise<void> {
    const decision = await this.db.transaction(async (tx) => {
      const rows = await this.lock(tx, [keys.pair, keys.address]);
      const decision = decideAttempt(
        { pair: toCount(rows.get(keys.pair)), address: toCount(rows.get(keys.address)) },
        now,
        policy,
      );
      if (decision.allowed)
        await this.write(tx, [
          [keys.pair, decision.pair],
          [keys.address, decision.address],
        ]);
      return decision;
    });
    if (!decision.allowed) throw new ThrottledError(message, decision.retryAfterSeconds);
  }

  async succeeded(keys: { pair: string; address: string }): Promise<void> {
    await this.db.query('DELETE FROM attempt_counts WHERE key = $1', [keys.pair]);
    await this.db.query('UPDATE attempt_counts SET attempts = greatest(attempts - 1, 0) WHERE key = $1', [
      keys.address,
    ]);
    await this.db.query(`DELETE FROM attempt_counts WHERE last_at < now() - interval '2 days'`);
  }

  /** Whether one more request under every key fits its limit; counted under each key only if so. */
  async withinLimits(
    limits: ReadonlyArray<{ key: string; max: number; windowSeconds: number }>,
    now = new Date(),
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const rows = await this.lock(
        tx,
        limits.map((limit) => limit.key),
      );
      const decisions = limits.map((limit) => ({
        key: limit.key,
        ...decideWithinLimit(toCount(rows.get(limit.key)), now, limit),
      }));
      if (!decisions.every((decision) => decision.allowed)) return false;
      await this.write(
        tx,
        decisions.map((decision) => [decision.key, decision.count]),
      );
      return true;
    });
  }

  private async lock(tx: Queryable, keys: string[]): Promise<Map<string, CountRow>> {
    const sorted = [...new Set(keys)].sort();
    // The rows exist before they are locked, so that two first attempts cannot both read "none".
    await tx.query(
      `INSERT INTO attempt_counts (key, attempts, last_at)
       SELECT key, 0, '-infinity' FROM unnest($1::text[]) AS key ORDER BY key ON CONFLICT (key) DO NOTHING`,
      [sorted],
    );
    const { rows } = await tx.query<CountRow>(
      `SELECT key, attempts, last_at, blocked_until FROM attempt_counts WHERE key = ANY($1::text[]) ORDER BY key FOR UPDATE`,
      [sorted],
    );
    return new Map(rows.filter((row) => row.attempts > 0).map((row) => [row.key, row]));
  }

  private async write(tx: Queryable, counts: Array<[string, AttemptCount]>): Promise<void> {
    for (const [key, count] of counts)
      await tx.query('UPDATE attempt_counts SET attempts = $2, last_at = $3, blocked_until = $4 WHERE key = $1', [
        key,
        count.attempts,
        count.lastAt,
        count.blockedUntil,
      ]);
  }
}
