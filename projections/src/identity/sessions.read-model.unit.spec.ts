import { groupFoldSpec, recorded } from '../__tests__/fold-spec';
import { sessionsReadModel } from './sessions.read-model';

const { given } = groupFoldSpec(sessionsReadModel);
const started = (sessionId: string) =>
  recorded('SessionStarted', {
    userId: 'user-1',
    sessionId,
    tokenHash: `hash-${sessionId}`,
    method: 'password',
    startedAt: '2026-03-01T00:00:00.000Z',
  });
const session = (sessionId: string) => ({
  token_hash: `hash-${sessionId}`,
  session_id: sessionId,
  user_id: 'user-1',
  method: 'password',
  started_at: new Date('2026-03-01T00:00:00.000Z'),
});
const passwordChanged = (via: string) =>
  recorded('PasswordChanged', {
    userId: 'user-1',
    passwordHash: 'h',
    via,
    tokenId: null,
    changedAt: '2026-03-02T00:00:00.000Z',
  });

describe('the user_sessions read model', () => {
  it('keeps every session started and not ended', () => {
    given(started('s1'))
      .when(started('s2'))
      .then({ user_sessions: [session('s1'), session('s2')] });
    given(started('s1'), started('s2'))
      .when(recorded('SessionEnded', { userId: 'user-1', sessionId: 's1', endedAt: '2026-03-02T00:00:00.000Z' }))
      .then({ user_sessions: [session('s2')] });
  });

  it("ends all of a person's sessions on a password reset, not on a change from the profile", () => {
    given(started('s1'), started('s2')).when(passwordChanged('reset')).then({ user_sessions: [] });
    given(started('s1'))
      .when(passwordChanged('profile'))
      .then({ user_sessions: [session('s1')] });
  });

  it("ends all of a person's sessions when their data is erased", () =>
    given(started('s1'))
      .when(recorded('PersonalDataErased', { userId: 'user-1', erasedAt: '2026-03-03T00:00:00.000Z' }))
      .then({ user_sessions: [] }));
});
