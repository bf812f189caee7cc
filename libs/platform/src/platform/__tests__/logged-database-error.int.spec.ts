import type { Database } from '@portal/event-store';
import { BACKENDS, type TestDatabase, openTestDatabase } from '../../../../../test/support/test-databases';
import { createLogger } from '../logger';

const ROW = { email: 'ada.secret@example.org', firstName: 'Adalinda', hash: '$argon2id$v=19$m=65536$secrethash' };

/** The error a query fails with, as thrown by the driver. */
async function failure(db: Database, sql: string, params: unknown[]): Promise<unknown> {
  return db.query(sql, params).then(
    () => {
      throw new Error(`expected ${sql} to fail`);
    },
    (error: unknown) => error,
  );
}

/** What one `logger.error({ err })` line (the error filter's and the worker's call) writes. */
function loggedLine(error: unknown): string {
  const lines: string[] = [];
  const logger = createLogger('info', 'test', { write: (line: string) => void lines.push(line) });
  logger.error({ err: error }, 'request failed');
  return lines.join('');
}

/**
 * A database error names the failing row in its `detail` (and PGlite's carries the query's parameters):
 * the log line of one holds the error's code and message only (docs/operations.md, "What is logged").
 */
describe.each(BACKENDS)('a database error in the log, on %s', (backend) => {
  let testDb: TestDatabase;
  const insert = 'INSERT INTO people (email, first_name, password_hash) VALUES ($1, $2, $3)';

  beforeAll(async () => {
    testDb = await openTestDatabase(backend);
    await testDb.db.query(
      'CREATE TABLE people (id uuid, email text UNIQUE, first_name text CHECK (length(first_name) < 20), password_hash text)',
    );
    await testDb.db.query(insert, [ROW.email, ROW.firstName, ROW.hash]);
  });
  afterAll(() => testDb.dispose());

  it.each([
    ['a unique violation (the key in its detail)', '23505', insert, [ROW.email, ROW.firstName, ROW.hash]],
    ['a check violation (the failing row in its detail)', '23514', insert, ['b@x.org', ROW.firstName.repeat(4), ROW.hash]],
    ['a NUL byte in a text value', '22021', insert, [`${ROW.email}\u0000`, ROW.firstName, ROW.hash]],
    ['a value of the wrong type (named in the message)', '22P02', 'SELECT * FROM people WHERE id = $1', [ROW.email]],
  ])('holds none of the row with %s', async (_, code, sql, params) => {
    const error = await failure(testDb.db, sql, params);
    for (const logged of [error, new Error('the job failed', { cause: error })]) {
      const line = loggedLine(logged);
      expect(line).toContain(`"code":"${code}"`);
      for (const value of [ROW.email, ROW.firstName, ROW.hash, 'secrethash', 'b@x.org']) expect(line).not.toContain(value);
    }
  });
});
