import { isConnectionError } from './postgres-database';

const failure = (message: string, code?: string) => Object.assign(new Error(message), { code });

describe('isConnectionError: the database connection broke, so the client may retry', () => {
  it.each([
    ['a terminated session', failure('terminating connection due to administrator command', '57P01')],
    ['a connection exception class code', failure('connection failure', '08006')],
    [
      'pg on a client that lost its connection',
      failure('Client has encountered a connection error and is not queryable'),
    ],
    // A pipelined statement written after the server hung up fails with the socket's own error.
    ['a write to a closed socket', failure('write EPIPE', 'EPIPE')],
    ['a reset socket', failure('read ECONNRESET', 'ECONNRESET')],
    ['a refused connection', failure('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
  ])('counts %s', (_, error) => {
    expect(isConnectionError(error)).toBe(true);
  });

  it.each([
    ['a stale version', failure('concurrency: stream a expected 1, found 2', 'P0409')],
    ['a constraint', failure('duplicate key value violates unique constraint "events_event_id_key"', '23505')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'rows')")],
  ])('does not count %s', (_, error) => {
    expect(isConnectionError(error)).toBe(false);
  });
});
