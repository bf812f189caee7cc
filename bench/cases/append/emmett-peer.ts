import { randomUUID } from 'node:crypto';
import { CommandHandler, STREAM_DOES_NOT_EXIST } from '@event-driven-io/emmett';
import { getPostgreSQLEventStore } from '@event-driven-io/emmett-postgresql';
import { Pool } from 'pg';
import { createBenchDatabase } from '../../support/bench-database';

/** The event both stores write: the command path's own `LogisticSaved` data, so the payloads match. */
export interface PeerEvent {
  type: 'LogisticSaved';
  data: Record<string, unknown>;
}

export interface EmmettPeer {
  /** One append of one event to a stream that does not exist yet (`STREAM_DOES_NOT_EXIST`). */
  appendToNewStream: () => Promise<void>;
  /** Emmett's command handler on a new stream: read the stream, decide on its state, append at the version read. */
  handleCommand: () => Promise<void>;
  close(): Promise<void>;
}

/**
 * Emmett's PostgreSQL event store (issue 22's peer), in a database of its own, over a pool as large
 * as the command path's. Its schema is migrated before any round is timed.
 */
export async function openEmmettPeer(event: PeerEvent, writers: number): Promise<EmmettPeer> {
  const database = await createBenchDatabase('emmett');
  const pool = new Pool({ connectionString: database.url, max: writers });
  // Dropping the database at the end ends any connection still open: heard, or it would end the bench.
  pool.on('error', () => undefined);
  const store = getPostgreSQLEventStore(database.url, { connectionOptions: { pool } });
  await store.schema.migrate();
  const handle = CommandHandler<{ saved: boolean }, PeerEvent>({
    initialState: () => ({ saved: false }),
    evolve: () => ({ saved: true }),
  });
  // The decision a create command makes: refuse a record that exists, else record it.
  const decide = (state: { saved: boolean }): PeerEvent => {
    if (state.saved) throw new Error('already saved');
    return event;
  };
  return {
    async appendToNewStream() {
      await store.appendToStream(`profile-${randomUUID()}`, [event], { expectedStreamVersion: STREAM_DOES_NOT_EXIST });
    },
    async handleCommand() {
      await handle(store, `profile-${randomUUID()}`, decide);
    },
    async close() {
      await store.close();
      await pool.end().catch(() => undefined);
      await database.drop();
    },
  };
}
