import pino from 'pino';

/** Structured JSON logs (pino) for every process; LOG_LEVEL sets the level. */
export function createLogger(level: string, name: string): pino.Logger {
  return pino({ level, name, base: { pid: process.pid } });
}

export type Logger = pino.Logger;
