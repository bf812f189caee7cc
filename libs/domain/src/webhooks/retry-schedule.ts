/**
 * When a failed delivery is tried again: exponential backoff from `baseMs`, each wait capped at
 * `maxDelayMs`, and no more tries once the first failure is older than `horizonMs` (3 days by
 * default): then the endpoint is disabled and admins are told.
 */
export interface RetryPolicy {
  baseMs: number;
  maxDelayMs: number;
  horizonMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  baseMs: 30_000,
  maxDelayMs: 6 * 60 * 60 * 1000,
  horizonMs: 3 * 24 * 60 * 60 * 1000,
};

export type RetryDecision = { retry: true; at: Date } | { retry: false };

export function afterFailure(
  policy: RetryPolicy,
  failure: { attempts: number; firstFailureAt: Date; now: Date },
): RetryDecision {
  const exponent = Math.min(failure.attempts - 1, 30);
  const delay = Math.min(policy.baseMs * 2 ** exponent, policy.maxDelayMs);
  const at = new Date(failure.now.getTime() + delay);
  if (at.getTime() - failure.firstFailureAt.getTime() > policy.horizonMs) return { retry: false };
  return { retry: true, at };
}
