/** Two writers raced for one stream; the caller may reload, decide again and retry. */
export class ConcurrencyError extends Error {
  readonly code = 'concurrency';
  constructor(message: string) {
    super(message);
    this.name = 'ConcurrencyError';
  }
}

const CONCURRENCY_SQLSTATE = 'P0409';
const UNIQUE_VIOLATION = '23505';

export function asConcurrencyError(error: unknown): ConcurrencyError | null {
  const code = (error as { code?: string } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === CONCURRENCY_SQLSTATE || message.startsWith('concurrency:')) return new ConcurrencyError(message);
  if (code === UNIQUE_VIOLATION && /stream_id|stream_position/.test(message)) return new ConcurrencyError(message);
  return null;
}
