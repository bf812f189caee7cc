import { WEBHOOK_EVENT_TYPES, isPortalEventType } from './event-types';
import { formatPosition, isPastHead, parsePosition, toPublicEvent } from './public-event';
import { DEFAULT_RETRY_POLICY, afterFailure } from './retry-schedule';

const registered = {
  eventId: 'e1',
  type: 'UserRegistered',
  streamId: 'user-u1',
  transactionId: '812',
  globalPosition: 40,
  recordedAt: new Date('2026-11-25T10:00:00Z'),
  data: {
    userId: 'u1',
    firstName: 'Ada',
    lastName: 'L',
    email: 'ada@example.org',
    emailIndex: 'h',
    passwordHash: 'x',
    role: null,
    emailVerified: false,
  },
};

describe('an event leaving the portal', () => {
  it('keeps ids and statuses only for a reader without personal data', () => {
    expect(toPublicEvent(registered, { personalData: false })).toEqual({
      id: 'e1',
      type: 'UserRegistered',
      stream: 'user-u1',
      position: '812-40',
      occurred_at: '2026-11-25T10:00:00.000Z',
      data: { userId: 'u1', role: null },
    });
  });

  it('carries personal fields when granted, but never credentials', () => {
    const { data } = toPublicEvent(registered, { personalData: true });
    expect(data).toMatchObject({ firstName: 'Ada', email: 'ada@example.org' });
    expect(data).not.toHaveProperty('passwordHash');
  });

  it('keeps lists of ids and drops nested records', () => {
    const event = {
      ...registered,
      type: 'ReviewersAssigned',
      data: { reviewerIds: ['a', 'b'], applicationStatus: 'review', answers: { q: 1 } },
    };
    expect(toPublicEvent(event, { personalData: false }).data).toEqual({
      reviewerIds: ['a', 'b'],
      applicationStatus: 'review',
    });
  });
});

describe('a feed position', () => {
  it('is past the head only when no page could have issued it', () => {
    const head = parsePosition('812-40');
    expect(isPastHead(parsePosition('812-40'), head)).toBe(false);
    expect(isPastHead(parsePosition('0'), head)).toBe(false);
    expect(isPastHead(parsePosition('811-99'), head)).toBe(false);
    expect(isPastHead(parsePosition('812-41'), head)).toBe(true);
    expect(isPastHead(parsePosition('99999999-99999999'), head)).toBe(true);
    // Transaction ids are 64-bit: compared exactly, past what a double holds.
    expect(isPastHead(parsePosition('9007199254740993-1'), parsePosition('9007199254740992-5'))).toBe(true);
    expect(isPastHead(parsePosition('0'), parsePosition('0'))).toBe(false);
  });

  it('round-trips the checkpoint pair, and "0" is the start', () => {
    expect(parsePosition(formatPosition('812', 40))).toEqual({ transactionId: '812', globalPosition: 40 });
    expect(parsePosition('0')).toEqual({ transactionId: '0', globalPosition: 0 });
    expect(() => parsePosition('40')).toThrow(RangeError);
  });
});

describe('retrying a failed delivery', () => {
  const firstFailureAt = new Date('2026-11-25T00:00:00Z');

  it('waits twice as long after each failure, at most 6 hours', () => {
    const wait = (attempts: number, now = firstFailureAt) => {
      const decision = afterFailure(DEFAULT_RETRY_POLICY, { attempts, firstFailureAt, now });
      return decision.retry ? decision.at.getTime() - now.getTime() : null;
    };
    expect([1, 2, 3].map((n) => wait(n))).toEqual([30_000, 60_000, 120_000]);
    expect(wait(20)).toBe(6 * 60 * 60 * 1000);
  });

  it('gives up once the next try would fall past 3 days after the first failure', () => {
    const now = new Date(firstFailureAt.getTime() + 71 * 60 * 60 * 1000);
    expect(afterFailure(DEFAULT_RETRY_POLICY, { attempts: 20, firstFailureAt, now })).toEqual({ retry: false });
    expect(afterFailure(DEFAULT_RETRY_POLICY, { attempts: 2, firstFailureAt, now }).retry).toBe(true);
  });
});

describe('event types', () => {
  it('knows every type, and nothing else', () => {
    expect(WEBHOOK_EVENT_TYPES).toContain('ApplicationSubmitted');
    expect(isPortalEventType('UserRegistered')).toBe(true);
    expect(isPortalEventType('toString')).toBe(false);
  });
});
