import { Client } from 'pg';
import { isConnectionError } from '@portal/event-store';
import { TEST_DATABASE_URL, type TestDatabase, openTestDatabase } from '../support/test-databases';
import { ifSet } from '../support/if-set';

/**
 * The Postgres pool when the server drops its connections (pg_terminate_backend, as a failover or an
 * operator would): a transaction caught between two queries fails with a connection error instead of
 * ending the process, and the pool serves the next request on a fresh connection.
 */
describe('a database connection dropped in the middle of a transaction', () => {
  let database: TestDatabase;
  let admin: Client;

  beforeAll(async () => {
    database = await openTestDatabase('postgres', { max: 2 });
    admin = new Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await ifSet(admin)?.end();
    await ifSet(database)?.dispose();
  });

  it('rejects that transaction with a connection error, and the pool goes on', async () => {
    let backend = 0;
    let markWaiting: () => void = () => undefined;
    const waiting = new Promise<void>((resolve) => (markWaiting = resolve));
    let markCut: () => void = () => undefined;
    const cut = new Promise<void>((resolve) => (markCut = resolve));
    const transaction = database.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      backend = rows[0].pid;
      markWaiting();
      // The transaction waits here (as a handler awaiting other work would) until its connection is cut.
      await cut;
      await tx.query('SELECT 1');
    });
    await waiting;
    await admin.query('SELECT pg_terminate_backend($1)', [backend]);
    // The signal is sent at once but handled by the backend a moment later: go on once it has gone.
    const deadline = Date.now() + 10_000;
    while ((await admin.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [backend])).rowCount) {
      if (Date.now() > deadline) throw new Error(`backend ${backend} did not end`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    markCut();
    const failure = await transaction.then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(isConnectionError(failure as Error)).toBe(true);
    expect((await database.db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });
});
