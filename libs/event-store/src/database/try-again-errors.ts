import { isConnectionError } from './postgres-database';

/**
 * SQLSTATEs that mean "the database could not do it now, the same request may succeed in a moment":
 * a server starting up or shutting down, no connection slot free, a serialization failure or a
 * deadlock (the transaction was rolled back whole).
 */
const TRY_AGAIN_SQLSTATES = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the database system is starting up / shutting down
  '53300', // too_many_connections
  '53000', // insufficient_resources
  '40001', // serialization_failure
  '40P01', // deadlock_detected
]);

/** pg-pool's and PGlite's own words for a database that is not there for the moment. */
const TRY_AGAIN_MESSAGES = /timeout exceeded when trying to connect|PGlite is closed|Connection terminated/i;

/**
 * An error the client should meet with a retry after a short wait (503 with Retry-After): a broken
 * connection or one of the classes above, on the error itself or on an error it wraps (`cause`).
 */
export function isTryAgainError(error: unknown): boolean {
  for (
    let current = error, depth = 0;
    current && depth < 5;
    current = (current as { cause?: unknown }).cause, depth++
  ) {
    if (!(current instanceof Error)) return false;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && TRY_AGAIN_SQLSTATES.has(code)) return true;
    if (isConnectionError(current) || TRY_AGAIN_MESSAGES.test(current.message)) return true;
  }
  return false;
}
