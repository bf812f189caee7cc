import { MESSAGES } from '@portal/contracts';
import {
  at,
  github,
  later,
  now,
  registered,
  resetRequested,
  spec,
  verificationRequested,
  verified,
} from './testing/user-events';
import { userDecider } from './user.decider';

describe('a new account', () => {
  it('is registered with a verification link when its address is unconfirmed', () =>
    spec([])
      .when({
        type: 'RegisterUser',
        userId: 'u1',
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.org',
        emailIndex: 'idx-ada',
        passwordHash: 'hash-1',
        emailVerified: false,
        role: null,
        verification: { tokenId: 't1', expiresAt: later(24) },
        now,
      })
      .then([registered(), verificationRequested()]));

  it('cannot be registered twice', () =>
    spec([registered()])
      .when({
        type: 'RegisterUser',
        userId: 'u1',
        firstName: 'A',
        lastName: 'B',
        email: 'x@y.z',
        emailIndex: 'i',
        passwordHash: null,
        emailVerified: true,
        role: null,
        verification: null,
        now,
      })
      .thenThrows('unique', 'email'));
});

describe('email verification', () => {
  it('confirms the address with a live token', () =>
    spec([registered(), verificationRequested()]).when({ type: 'VerifyEmail', tokenId: 't1', now }).then([verified]));

  it('says expired once the token is past its time', () =>
    spec([registered(), verificationRequested()])
      .when({ type: 'VerifyEmail', tokenId: 't1', now: later(24) })
      .thenThrows('expired'));

  it('says not active for a used token', () =>
    spec([registered(), verificationRequested(), verified])
      .when({ type: 'VerifyEmail', tokenId: 't1', now })
      .thenThrows('inactive'));

  it('says not active for a token of another purpose', () =>
    spec([registered(), resetRequested('r1')])
      .when({ type: 'VerifyEmail', tokenId: 'r1', now })
      .thenThrows('inactive'));

  it('keeps the first link working after a resend', () =>
    spec([registered(), verificationRequested('t1'), verificationRequested('t2')])
      .when({ type: 'VerifyEmail', tokenId: 't1', now })
      .then([verified]));
});

describe('signing in', () => {
  it('refuses an unverified account with the message to verify first', () => {
    expect(() =>
      userDecider.decide(
        { type: 'StartSession', sessionId: 's', tokenHash: 'h', method: 'password', now },
        [registered()].reduce(userDecider.evolve, userDecider.initialState()),
      ),
    ).toThrow(MESSAGES.emailNotVerified);
  });

  it('starts a session for a verified account', () =>
    spec([registered(), verified])
      .when({ type: 'StartSession', sessionId: 's1', tokenHash: 'h1', method: 'password', now })
      .then([
        {
          type: 'SessionStarted',
          data: { userId: 'u1', sessionId: 's1', tokenHash: 'h1', method: 'password', startedAt: at },
        },
      ]));

  it('lets a provider sign in an account without a password', () =>
    spec(github(true))
      .when({ type: 'StartSession', sessionId: 's1', tokenHash: 'h1', method: 'github', now })
      .then([
        {
          type: 'SessionStarted',
          data: { userId: 'u1', sessionId: 's1', tokenHash: 'h1', method: 'github', startedAt: at },
        },
      ]));

  it('ends a session once; ending it again records nothing', () =>
    spec([
      registered(),
      verified,
      {
        type: 'SessionStarted',
        data: { userId: 'u1', sessionId: 's1', tokenHash: 'h', method: 'password', startedAt: at },
      },
      { type: 'SessionEnded', data: { userId: 'u1', sessionId: 's1', endedAt: at } },
    ])
      .when({ type: 'EndSession', sessionId: 's1', now })
      .then([]));
});

describe('password reset', () => {
  it('only the newest reset link works', () =>
    spec([registered(), verified, resetRequested('r1'), resetRequested('r2')])
      .when({ type: 'ResetPassword', tokenId: 'r1', passwordHash: 'hash-2', now })
      .thenThrows('inactive'));

  it('changes the password and verifies an unverified address', () =>
    spec([registered(), resetRequested('r1')])
      .when({ type: 'ResetPassword', tokenId: 'r1', passwordHash: 'hash-2', now })
      .then([
        {
          type: 'PasswordChanged',
          data: { userId: 'u1', passwordHash: 'hash-2', via: 'reset', tokenId: 'r1', changedAt: at },
        },
        { type: 'EmailVerified', data: { userId: 'u1', tokenId: null, verifiedAt: at } },
      ]));

  it('a used reset link cannot be used again', () =>
    spec([
      registered(),
      verified,
      resetRequested('r1'),
      {
        type: 'PasswordChanged',
        data: { userId: 'u1', passwordHash: 'h2', via: 'reset', tokenId: 'r1', changedAt: at },
      },
    ])
      .when({ type: 'ResetPassword', tokenId: 'r1', passwordHash: 'hash-3', now })
      .thenThrows('inactive'));
});
