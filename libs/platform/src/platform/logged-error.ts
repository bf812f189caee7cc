/** A SQLSTATE: the five-character code every PostgreSQL error carries (pg's and PGlite's alike). */
const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * Text fields that say what failed and where, never with which values: a database error's table,
 * column and constraint, a system error's call and address. Numbers and booleans are kept too.
 */
const SAFE_TEXT_FIELDS = [
  'code',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'constraint',
  'dataType',
  'syscall',
  'errno',
  'address',
  'port',
];

/**
 * A data exception (SQLSTATE class 22) ends its message with the value it could not take
 * (`invalid input syntax for type uuid: "ada@example.org"`); the rest is the server's own words.
 */
function withoutValue(error: Error): string {
  const code = (error as { code?: unknown }).code;
  const isDataException = typeof code === 'string' && SQLSTATE.test(code) && code.startsWith('22');
  return isDataException ? error.message.replace(/: ".*"$/s, ': "[redacted]"') : error.message;
}

/**
 * The `err` serializer of every log line, in both processes. pino's own copies every field of the
 * error, and a database error's fields are the failing row (`detail`: "Failing row contains (…)",
 * "Key (email)=(…) already exists") and, from PGlite, the query's parameters: a person's email, names
 * and password hash. So an error is logged by its type, message, stack, code and the fields above;
 * its causes by the same rule.
 */
export function loggedError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error;
  const message = withoutValue(error);
  const logged: Record<string, unknown> = {
    type: error.constructor.name,
    message,
    stack: error.stack?.replace(error.message, message),
  };
  for (const [field, value] of Object.entries(error)) {
    const safe = typeof value === 'number' || typeof value === 'boolean' || SAFE_TEXT_FIELDS.includes(field);
    if (safe && (typeof value !== 'object' || value === null)) logged[field] = value;
  }
  if (depth < 5 && error.cause !== undefined) logged.cause = loggedError(error.cause, depth + 1);
  if (depth < 5 && error instanceof AggregateError)
    logged.aggregateErrors = error.errors.map((inner) => loggedError(inner, depth + 1));
  return logged;
}
