import { type AttemptCount, SIGN_IN_THROTTLE, decideAttempt, decideWithinLimit } from './attempt-throttle';

const start = new Date('2026-03-01T10:00:00Z');
const after = (seconds: number) => new Date(start.getTime() + seconds * 1000);

/** Runs `n` attempts at the same instant, as concurrent guesses reach the locked counts one by one. */
function attemptsAt(now: Date, n: number, counts: { pair: AttemptCount | null; address: AttemptCount | null }) {
  const answers: boolean[] = [];
  for (let i = 0; i < n; i++) {
    const decision = decideAttempt(counts, now, SIGN_IN_THROTTLE);
    answers.push(decision.allowed);
    if (decision.allowed) counts = { pair: decision.pair, address: decision.address };
  }
  return { answers, counts };
}

describe('guesses at one account from one address', () => {
  it('takes five at once and refuses the rest until the delay has passed', () => {
    const { answers, counts } = attemptsAt(start, 30, { pair: null, address: null });
    expect(answers.filter(Boolean)).toHaveLength(5);
    const refused = decideAttempt(counts, after(10), SIGN_IN_THROTTLE);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 20 });
    expect(decideAttempt(counts, after(30), SIGN_IN_THROTTLE).allowed).toBe(true);
  });

  it('waits twice as long after each further attempt, up to fifteen minutes', () => {
    let counts: { pair: AttemptCount | null; address: AttemptCount | null } = { pair: null, address: null };
    let now = start;
    const delays: number[] = [];
    for (let i = 0; i < 12; i++) {
      const decision = decideAttempt(counts, now, SIGN_IN_THROTTLE);
      if (!decision.allowed) throw new Error('refused inside the delay');
      counts = { pair: decision.pair, address: decision.address };
      const wait = decision.pair.blockedUntil ? (decision.pair.blockedUntil.getTime() - now.getTime()) / 1000 : 0;
      delays.push(wait);
      now = new Date(now.getTime() + wait * 1000);
    }
    expect(delays).toEqual([0, 0, 0, 0, 30, 60, 120, 240, 480, 900, 900, 900]);
  });

  it('starts again from zero after a quiet day', () => {
    const { counts } = attemptsAt(start, 5, { pair: null, address: null });
    const decision = decideAttempt(counts, after(24 * 3600), SIGN_IN_THROTTLE);
    expect(decision.allowed && decision.pair.attempts).toBe(1);
  });
});

describe('an address past its ceiling', () => {
  const crowded: AttemptCount = { attempts: SIGN_IN_THROTTLE.addressCeiling, lastAt: start, blockedUntil: null };

  it('still takes the first attempt at an account nobody guessed from it', () => {
    const decision = decideAttempt({ pair: null, address: crowded }, after(1), SIGN_IN_THROTTLE);
    expect(decision.allowed).toBe(true);
  });

  it('delays a second attempt at the same account', () => {
    const { answers } = attemptsAt(after(1), 2, { pair: null, address: crowded });
    expect(answers).toEqual([true, false]);
  });
});

describe('a limit per window', () => {
  const limit = { max: 3, windowSeconds: 3600 };

  it('allows the first few, refuses the next, and opens again once the window has passed', () => {
    let count: AttemptCount | null = null;
    const answers: boolean[] = [];
    for (let i = 0; i < 5; i++) {
      const decision = decideWithinLimit(count, after(i), limit);
      answers.push(decision.allowed);
      count = decision.count;
    }
    expect(answers).toEqual([true, true, true, false, false]);
    expect(decideWithinLimit(count, after(3600), limit).allowed).toBe(true);
  });
});
