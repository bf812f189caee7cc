import { isTryAgainError } from './try-again-errors';

const failure = (message: string, code?: string) => Object.assign(new Error(message), { code });

describe('an error that means "try again"', () => {
  it.each([
    ['a database starting up', failure('the database system is starting up', '57P03')],
    ['a database shutting down', failure('the database system is shutting down', '57P03')],
    ['a crash shutdown', failure('terminating connection because of crash of another server process', '57P02')],
    ['no connection slot free', failure('sorry, too many clients already', '53300')],
    ['a serialization failure', failure('could not serialize access due to concurrent update', '40001')],
    ['a deadlock', failure('deadlock detected', '40P01')],
    ['a terminated session', failure('terminating connection due to administrator command', '57P01')],
    ['a reset socket', failure('read ECONNRESET', 'ECONNRESET')],
    ['a refused connection', failure('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a pool that cannot connect in time', new Error('timeout exceeded when trying to connect')],
    ['PGlite closing', new Error('PGlite is closed')],
    ['one wrapped in another', new Error('command failed', { cause: failure('starting up', '57P03') })],
  ])('counts %s', (_, error) => {
    expect(isTryAgainError(error)).toBe(true);
  });

  it.each([
    ['a stale version', failure('concurrency: stream a expected 1, found 2', 'P0409')],
    ['a constraint', failure('duplicate key value violates unique constraint "events_event_id_key"', '23505')],
    ['a syntax error', failure('syntax error at or near "SELEC"', '42601')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'rows')")],
    ['not an error', 'the database system is starting up'],
  ])('does not count %s', (_, error) => {
    expect(isTryAgainError(error)).toBe(false);
  });
});
