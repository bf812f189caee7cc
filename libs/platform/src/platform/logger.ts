import pino from 'pino';
import { loggedError } from './logged-error';

/**
 * Credentials wherever a line carries headers: a request's (the access log, an outgoing call's error)
 * or a response's. A token signs in whoever holds it, so reading a log must not sign anyone in.
 */
const CREDENTIAL_HEADERS = ['authorization', 'cookie', '["set-cookie"]', '["proxy-authorization"]', '["x-api-key"]'];
const HEADER_HOLDERS = ['headers', 'req.headers', 'res.headers', '*.headers', 'err.config.headers', 'err.request.headers'];
const REDACTED_PATHS = [
  ...HEADER_HOLDERS.flatMap((holder) =>
    CREDENTIAL_HEADERS.map((header) => `${holder}${header.startsWith('[') ? '' : '.'}${header}`),
  ),
  ...['password', 'token', '*.password', '*.token'],
];

/**
 * Structured JSON logs (pino) for every process; LOG_LEVEL sets the level. What a line may hold is in
 * docs/operations.md ("What is logged"): no credential, and no personal data (ids stand for people).
 */
export function createLogger(level: string, name: string, destination?: pino.DestinationStream): pino.Logger {
  const options: pino.LoggerOptions = {
    level,
    name,
    base: { pid: process.pid },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: loggedError },
  };
  return destination ? pino(options, destination) : pino(options);
}

export type Logger = pino.Logger;
