import type { RecordedEvent } from '@portal/event-store';
import { type Platform, createLogger } from '@portal/platform';
import type { SessionRow } from '@portal/projections';
import { SessionCache } from './session-cache';

// A unit test of the class on its own, with no Nest application around it: its dependency-injection
// decorators only need to be there.
vi.mock('@nestjs/common', () => ({ Inject: () => () => undefined, Injectable: () => () => undefined }));
vi.mock('../../platform/platform.module', () => ({ LOGGER: 'LOGGER', PLATFORM: 'PLATFORM' }));

type Committed = (events: RecordedEvent[]) => void;

/**
 * A process whose own notifications come late, after the person's next request: its LISTEN never
 * hears, so only the commit itself can drop a cached session. The session table is a map by token hash.
 */
function processWithLateNotifications(table: Map<string, SessionRow>) {
  const committedListeners = new Set<Committed>();
  const db = {
    kind: 'postgres' as const,
    query(sql: string, params: unknown[] = []) {
      const row = sql.includes('WHERE s.token_hash = $1') ? table.get(String(params[0])) : undefined;
      // Anything else is the mirror's cursor, which finds nothing to take in.
      return Promise.resolve({ rows: row ? [row] : [], rowCount: row ? 1 : 0 });
    },
    transaction<T>(work: (tx: unknown) => Promise<T>): Promise<T> {
      return work(db);
    },
    listen() {
      return Promise.resolve(() => Promise.resolve());
    },
  };
  const commands = {
    onCommitted(listener: Committed) {
      committedListeners.add(listener);
      return () => committedListeners.delete(listener);
    },
  };
  const commit = (...events: Array<Pick<RecordedEvent, 'type' | 'data'>>) => {
    for (const listener of committedListeners) listener(events as RecordedEvent[]);
  };
  const platform = { db, commands } as unknown as Platform;
  return { cache: new SessionCache(platform, createLogger('silent', 'test')), commit };
}

const session = (userId: string): SessionRow => ({
  session_id: `session-of-${userId}`,
  user_id: userId,
  role: null,
  started_at: new Date(0),
  last_used_at: new Date(0),
  seen: true,
});
const at = '2026-11-28T12:00:00.000Z';

describe('the session cache of the process that commits a revocation', () => {
  let table: Map<string, SessionRow>;
  let cache: SessionCache;
  let commit: ReturnType<typeof processWithLateNotifications>['commit'];

  beforeEach(async () => {
    table = new Map([
      ['token-of-ada', session('ada')],
      ['token-of-bob', session('bob')],
    ]);
    ({ cache, commit } = processWithLateNotifications(table));
    await cache.onModuleInit();
    // Both read once, so cached; then gone from the table, as the commit that revokes them does.
    for (const token of ['token-of-ada', 'token-of-bob']) expect(await cache.find(token)).not.toBeNull();
    table.clear();
  });

  afterEach(() => cache.onModuleDestroy());

  it('serves a cached session without reading the table while nothing revokes it', async () => {
    expect(await cache.find('token-of-ada')).toEqual(session('ada'));
  });

  it.each([
    [
      'the end of a session',
      { type: 'SessionEnded', data: { userId: 'ada', sessionId: 'session-of-ada', endedAt: at } },
    ],
    [
      'a password reset',
      {
        type: 'PasswordChanged',
        data: { userId: 'ada', passwordHash: 'x', via: 'reset', tokenId: 't', changedAt: at },
      },
    ],
    ['an erasure', { type: 'PersonalDataErased', data: { userId: 'ada', erasedAt: at } }],
    ['a new role', { type: 'RoleGranted', data: { userId: 'ada', role: 'reviewer', grantedAt: at } }],
  ])('drops the person’s sessions as soon as it commits %s, before any notification', async (_change, event) => {
    commit(event);
    expect(await cache.find('token-of-ada')).toBeNull();
    expect(await cache.find('token-of-bob')).toEqual(session('bob'));
  });

  it('keeps the sessions through a password change the person made while signed in', async () => {
    commit({
      type: 'PasswordChanged',
      data: { userId: 'ada', passwordHash: 'x', via: 'profile', tokenId: null, changedAt: at },
    });
    expect(await cache.find('token-of-ada')).toEqual(session('ada'));
  });

  it('no longer hears commits once the module is destroyed', async () => {
    await cache.onModuleDestroy();
    commit({ type: 'SessionEnded', data: { userId: 'ada', sessionId: 'session-of-ada', endedAt: at } });
    expect(await cache.find('token-of-ada')).toEqual(session('ada'));
  });
});
