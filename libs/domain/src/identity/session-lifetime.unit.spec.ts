import { lastUseWriteInterval, sessionHasExpired } from './session-lifetime';

const lifetime = { idleDays: 14, maxDays: 90 };
const signIn = new Date('2026-01-01T09:00:00Z');
const days = (from: Date, n: number) => new Date(from.getTime() + n * 24 * 60 * 60 * 1000);

describe('a sign-in session', () => {
  it('lasts while it is used within the idle time', () => {
    expect(sessionHasExpired({ startedAt: signIn, lastUsedAt: days(signIn, 20) }, days(signIn, 33), lifetime)).toBe(
      false,
    );
  });

  it('ends after fourteen days without use', () => {
    const session = { startedAt: signIn, lastUsedAt: days(signIn, 3) };
    expect(sessionHasExpired(session, days(signIn, 16.9), lifetime)).toBe(false);
    expect(sessionHasExpired(session, days(signIn, 17), lifetime)).toBe(true);
  });

  it('ends ninety days after its sign-in however often it is used', () => {
    const session = { startedAt: signIn, lastUsedAt: days(signIn, 89.9) };
    expect(sessionHasExpired(session, days(signIn, 89.95), lifetime)).toBe(false);
    expect(sessionHasExpired(session, days(signIn, 90), lifetime)).toBe(true);
  });

  it('writes its last use every five minutes at most', () => {
    expect(lastUseWriteInterval(lifetime)).toBe(5 * 60 * 1000);
    expect(lastUseWriteInterval({ idleDays: 10 / 86_400, maxDays: 1 })).toBe(1000);
  });
});
