import type { Queryable } from '@portal/event-store';

const WINDOW_MINUTES = 15;
/** Failed attempts allowed per window: few per account (guessing one password), more per address (shared NAT). */
const LIMITS = { account: 5, address: 30 } as const;

export interface ThrottleKeys {
  account: string;
  address: string;
}

/**
 * Counts failed sign-ins per account and per client address in Postgres, so every API process
 * shares the count. Not events: a failed attempt decides nothing about the account.
 */
export class SignInThrottle {
  constructor(private readonly db: Queryable) {}

  static async createTable(db: Queryable): Promise<void> {
    await db.query(
      `CREATE TABLE IF NOT EXISTS sign_in_failures (key text NOT NULL, failed_at timestamptz NOT NULL DEFAULT now())`,
    );
    await db.query('CREATE INDEX IF NOT EXISTS sign_in_failures_key ON sign_in_failures (key, failed_at)');
  }

  async isBlocked(keys: ThrottleKeys): Promise<boolean> {
    const { rows } = await this.db.query<{ account: number; address: number }>(
      `SELECT count(*) FILTER (WHERE key = $1)::int AS account, count(*) FILTER (WHERE key = $2)::int AS address
         FROM sign_in_failures
        WHERE key IN ($1, $2) AND failed_at > now() - make_interval(mins => $3)`,
      [`account:${keys.account}`, `address:${keys.address}`, WINDOW_MINUTES],
    );
    return rows[0].account >= LIMITS.account || rows[0].address >= LIMITS.address;
  }

  async recordFailure(keys: ThrottleKeys): Promise<void> {
    await this.db.query(`INSERT INTO sign_in_failures (key) VALUES ($1), ($2)`, [
      `account:${keys.account}`,
      `address:${keys.address}`,
    ]);
    await this.db.query(`DELETE FROM sign_in_failures WHERE failed_at < now() - interval '1 day'`);
  }

  async clearAccount(keys: ThrottleKeys): Promise<void> {
    await this.db.query('DELETE FROM sign_in_failures WHERE key = $1', [`account:${keys.account}`]);
  }
}
