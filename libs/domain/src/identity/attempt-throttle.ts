/**
 * The rules for guessing a secret (a sign-in, a course's content password), as OWASP's authentication
 * cheat sheet describes them: a few free attempts per account and address pair, then a delay that
 * doubles with each further attempt, and a much higher ceiling per address past which every pair of
 * that address gets one free attempt only. Pure: the store locks the two counts, asks, and writes the
 * answer back in one transaction, so concurrent guesses are counted one by one.
 */
export interface AttemptCount {
  /** Attempts since the count was last cleared; an attempt counts when it starts, before its answer. */
  attempts: number;
  lastAt: Date;
  /** No attempt of this count is taken before this instant. */
  blockedUntil: Date | null;
}

export interface ThrottlePolicy {
  /** Attempts per pair taken without delay. */
  free: number;
  /** Attempts per address within `forgetAfterSeconds` of each other after which each pair gets one free attempt. */
  addressCeiling: number;
  /** The delay after the last free attempt; it doubles with each attempt after. */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** A count untouched this long starts again from zero. */
  forgetAfterSeconds: number;
}

export const SIGN_IN_THROTTLE: ThrottlePolicy = {
  free: 5,
  addressCeiling: 100,
  firstDelaySeconds: 30,
  maxDelaySeconds: 15 * 60,
  forgetAfterSeconds: 24 * 60 * 60,
};

export type AttemptDecision =
  { allowed: true; pair: AttemptCount; address: AttemptCount } | { allowed: false; retryAfterSeconds: number };

const remembered = (count: AttemptCount | null, now: Date, policy: ThrottlePolicy): number =>
  count && now.getTime() - count.lastAt.getTime() < policy.forgetAfterSeconds * 1000 ? count.attempts : 0;

/** The delay after the `attempts`-th attempt of a pair that has `free` free ones. */
export function delayAfter(attempts: number, free: number, policy: ThrottlePolicy): number {
  if (attempts < free) return 0;
  return Math.min(policy.maxDelaySeconds, policy.firstDelaySeconds * 2 ** (attempts - free));
}

/** Whether one more attempt of this pair may be evaluated now, and the counts to store if so. */
export function decideAttempt(
  counts: { pair: AttemptCount | null; address: AttemptCount | null },
  now: Date,
  policy: ThrottlePolicy,
): AttemptDecision {
  const blockedUntil = counts.pair?.blockedUntil;
  if (blockedUntil && blockedUntil.getTime() > now.getTime())
    return { allowed: false, retryAfterSeconds: Math.ceil((blockedUntil.getTime() - now.getTime()) / 1000) };
  const addressAttempts = remembered(counts.address, now, policy) + 1;
  const pairAttempts = remembered(counts.pair, now, policy) + 1;
  // Past the address's ceiling an account not guessed from there still gets its one attempt: the
  // right password of an office behind one address is never refused for another account's guesses.
  const free = addressAttempts > policy.addressCeiling ? 1 : policy.free;
  const delay = delayAfter(pairAttempts, free, policy);
  return {
    allowed: true,
    pair: {
      attempts: pairAttempts,
      lastAt: now,
      blockedUntil: delay > 0 ? new Date(now.getTime() + delay * 1000) : null,
    },
    address: { attempts: addressAttempts, lastAt: now, blockedUntil: null },
  };
}

/**
 * A fixed-window limit (reset emails per address and per recipient): whether one more is allowed,
 * and the count to store. A refused request is not counted, so a flood does not prolong the window.
 */
export function decideWithinLimit(
  count: AttemptCount | null,
  now: Date,
  limit: { max: number; windowSeconds: number },
): { allowed: boolean; count: AttemptCount } {
  const fresh = !count || now.getTime() - count.lastAt.getTime() >= limit.windowSeconds * 1000;
  if (fresh) return { allowed: true, count: { attempts: 1, lastAt: now, blockedUntil: null } };
  if (count.attempts >= limit.max) return { allowed: false, count };
  return { allowed: true, count: { ...count, attempts: count.attempts + 1 } };
}
