import type { Database } from '../database/database';
import { toNumber } from '../database/database';
import { EVENTS_CHANNEL, type EventStore } from '../event-store';
import type { LogPosition } from '../events';
import { PollingLoop } from '../polling-loop';
import { type Projection, relevantEvents } from './projection';

export interface SubscriptionOptions {
  batchSize?: number;
  /** Polling is the fallback when a NOTIFY is missed (or the listener connection dropped). */
  pollIntervalMs?: number;
  onError?: (error: unknown) => void;
}

/**
 * Feeds one async projection from the global log, exactly once: each batch applies the projection's
 * writes and a compare-and-set of its checkpoint in one transaction, and only one consumer at a time
 * holds the projection's advisory lock.
 */
export class Subscription {
  private readonly loop: PollingLoop;
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly store: EventStore,
    readonly projection: Projection,
    private readonly options: SubscriptionOptions = {},
  ) {
    this.loop = new PollingLoop(async () => (await this.processBatch()) > 0, {
      pollIntervalMs: options.pollIntervalMs ?? 1000,
      onError: options.onError,
    });
  }

  private get db(): Database {
    return this.store.db;
  }

  async start(): Promise<void> {
    await this.db.query('INSERT INTO subscription_checkpoints (name) VALUES ($1) ON CONFLICT DO NOTHING', [
      this.projection.name,
    ]);
    this.unlisten = await this.db.listen(EVENTS_CHANNEL, () => this.loop.wake());
    this.loop.start();
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    await this.loop.stop();
  }

  /** Processes one batch; returns how many events it consumed (0 when caught up or locked). */
  async processBatch(): Promise<number> {
    const batchSize = this.options.batchSize ?? 500;
    return this.db.transaction(async (tx) => {
      const { rows: lock } = await tx.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked',
        [`subscription:${this.projection.name}`],
      );
      if (!lock[0].locked) return 0;
      const from = await readCheckpoint(tx, this.projection.name);
      const events = await this.store.readAll(from, batchSize, tx);
      if (events.length === 0) return 0;
      await this.projection.apply(tx, relevantEvents(this.projection, events));
      const last = events[events.length - 1];
      const { rowCount } = await tx.query(
        `UPDATE subscription_checkpoints SET transaction_id = $2::xid8, global_position = $3, updated_at = now()
          WHERE name = $1 AND transaction_id = $4::xid8 AND global_position = $5`,
        [this.projection.name, last.transactionId, last.globalPosition, from.transactionId, from.globalPosition],
      );
      if (rowCount !== 1) throw new Error(`checkpoint of ${this.projection.name} moved under this batch`);
      return events.length;
    });
  }

  /** Runs batches until the log is drained (used by tests and at start-up). */
  async catchUp(): Promise<void> {
    while ((await this.processBatch()) > 0) {
      /* keep going */
    }
  }
}

export async function readCheckpoint(db: { query: Database['query'] }, name: string): Promise<LogPosition> {
  const { rows } = await db.query<{ transaction_id: string; global_position: number }>(
    'SELECT transaction_id::text AS transaction_id, global_position FROM subscription_checkpoints WHERE name = $1',
    [name],
  );
  if (!rows.length) return { transactionId: '0', globalPosition: 0 };
  return { transactionId: rows[0].transaction_id, globalPosition: toNumber(rows[0].global_position) };
}
