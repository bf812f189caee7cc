import type { Pool, PoolClient } from 'pg';
import { openTestDatabase, type TestDatabase } from '../../../../test/support/test-databases';

/**
 * Postgres drops a connection (pg_terminate_backend, a restart, a network cut): the process lives on,
 * the work on that connection fails like any other error, and the next work gets a new connection.
 */
describe('a Postgres connection dropped under the database', () => {
  let testDb: TestDatabase;
  /** The pool behind the Database: the tests reach in to see clients as the pool hands them out. */
  let pool: Pool;

  beforeEach(async () => {
    testDb = await openTestDatabase('postgres', { max: 2 });
    pool = (testDb.db as unknown as { pool: Pool }).pool;
  });
  afterEach(() => testDb.dispose());

  const backendPid = async (tx: { query: TestDatabase['db']['query'] }) =>
    (await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;

  const untilGone = async (pid: number) => {
    const deadline = Date.now() + 10_000;
    while ((await testDb.db.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid])).rows.length > 0) {
      if (Date.now() > deadline) throw new Error(`server process ${pid} still there after 10 s`);
    }
  };

  it('fails the transaction whose connection is cut between its queries, and serves the next one', async () => {
    const transaction = testDb.db.transaction(async (tx) => {
      const pid = await backendPid(tx);
      // Cut from another connection while this transaction waits between two of its queries, and wait
      // until the server process is gone: its farewell has then reached this idle client.
      await testDb.db.query('SELECT pg_terminate_backend($1)', [pid]);
      await untilGone(pid);
      await tx.query('SELECT 1');
    });
    await expect(transaction).rejects.toThrow(/terminat|connection/i);
    await expect(testDb.db.transaction((tx) => tx.query('SELECT 1 AS one'))).resolves.toMatchObject({
      rows: [{ one: 1 }],
    });
  });

  it('hears an error that arrives as the pool hands the connection out, before the transaction runs', async () => {
    // The server's farewell can arrive in the same packet as the connection's "ready": the pool has
    // then handed the client over and stopped listening, and the transaction has not started yet.
    const farewell = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    // 'acquire' comes just before the pool removes its own listener; a microtask queued then runs after
    // that and before the transaction's code: the window the packet lands in. Unheard, `emit` throws.
    let heard = false;
    pool.once('acquire', (client: PoolClient) => queueMicrotask(() => (heard = client.emit('error', farewell))));
    await expect(testDb.db.transaction((tx) => tx.query('SELECT 1 AS one'))).resolves.toMatchObject({
      rows: [{ one: 1 }],
    });
    expect(heard).toBe(true);
  });
});
