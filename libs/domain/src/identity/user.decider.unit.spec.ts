import { MESSAGES } from '@portal/contracts';
import { specFor } from '../shared/testing/given-when-then';
import { userDecider } from './user.decider';
import type { UserEvent } from './user.events';

const spec = specFor(userDecider);
const now = new Date('2026-06-01T12:00:00Z');
const later = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
const at = now.toISOString();

const registered = (overrides: Partial<Extract<UserEvent, { type: 'UserRegistered' }>['data']> = {}): UserEvent => ({
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.org',
    emailIndex: 'idx-ada',
    passwordHash: 'hash-1',
    emailVerified: false,
    role: null,
    registeredAt: at,
    ...overrides,
  },
});
const verificationRequested = (tokenId = 't1', expiresAt = later(24)): UserEvent => ({
  type: 'VerificationRequested',
  data: { userId: 'u1', tokenId, expiresAt: expiresAt.toISOString(), requestedAt: at },
});
const verified: UserEvent = { type: 'EmailVerified', data: { userId: 'u1', tokenId: 't1', verifiedAt: at } };
const resetRequested = (tokenId: string): UserEvent => ({
  type: 'PasswordResetRequested',
  data: { userId: 'u1', tokenId, expiresAt: later(24).toISOString(), requestedAt: at },
});
const github = (passwordless = false): UserEvent[] => [
  ...(passwordless ? [registered({ passwordHash: null, emailVerified: true })] : [registered(), verified]),
  {
    type: 'SocialAccountConnected',
    data: {
      userId: 'u1',
      socialAccountId: 's1',
      provider: 'github',
      providerUid: '42',
      providerUidIndex: 'gh-42',
      providerEmail: null,
      orcid: null,
      connectedAt: at,
    },
  },
];

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

describe('email change', () => {
  const requested: UserEvent = {
    type: 'EmailChangeRequested',
    data: {
      userId: 'u1',
      newEmail: 'new@example.org',
      newEmailIndex: 'idx-new',
      tokenId: 'n1',
      expiresAt: later(24).toISOString(),
      requestedAt: at,
    },
  };

  it('records nothing when the address is the same', () =>
    spec([registered(), verified])
      .when({
        type: 'RequestEmailChange',
        newEmail: 'ada@example.org',
        newEmailIndex: 'idx-ada',
        token: { tokenId: 'n1', expiresAt: later(24) },
        now,
      })
      .then([]));

  it('switches to the new address with its link', () =>
    spec([registered(), verified, requested])
      .when({ type: 'ConfirmEmailChange', tokenId: 'n1', now })
      .then([
        {
          type: 'EmailChanged',
          data: {
            userId: 'u1',
            email: 'new@example.org',
            emailIndex: 'idx-new',
            previousEmailIndex: 'idx-ada',
            tokenId: 'n1',
            changedAt: at,
          },
        },
      ]));

  it('says expired after the link’s time', () =>
    spec([registered(), verified, requested])
      .when({ type: 'ConfirmEmailChange', tokenId: 'n1', now: later(25) })
      .thenThrows('expired'));
});

describe('social accounts', () => {
  it('refuses to disconnect the last way in', () =>
    spec(github(true))
      .when({ type: 'DisconnectSocialAccount', socialAccountId: 's1', providerLabel: 'GitHub', now })
      .thenThrows('last_sign_in_method'));

  it('disconnects when a password is set', () =>
    spec(github())
      .when({ type: 'DisconnectSocialAccount', socialAccountId: 's1', providerLabel: 'GitHub', now })
      .then([
        {
          type: 'SocialAccountDisconnected',
          data: {
            userId: 'u1',
            socialAccountId: 's1',
            provider: 'github',
            providerUidIndex: 'gh-42',
            disconnectedAt: at,
          },
        },
      ]));

  it('refuses a second account of the same provider', () =>
    spec(github())
      .when({
        type: 'ConnectSocialAccount',
        socialAccountId: 's2',
        provider: 'github',
        providerUid: '43',
        providerUidIndex: 'gh-43',
        providerEmail: null,
        providerEmailVerifiedIndex: null,
        orcid: null,
        now,
      })
      .thenThrows('already_connected'));
});

describe("erasing a person's data", () => {
  const erased: UserEvent = { type: 'PersonalDataErased', data: { userId: 'u1', erasedAt: at } };

  it('records the erasure of an account', () =>
    spec([registered(), verified]).when({ type: 'ErasePersonalData', actorUserId: 'admin', now }).then([erased]));

  it('refuses to erase an account twice', () =>
    spec([registered(), erased])
      .when({ type: 'ErasePersonalData', actorUserId: 'admin', now })
      .thenThrows('already_erased'));

  it('refuses an unknown account', () =>
    spec([]).when({ type: 'ErasePersonalData', actorUserId: 'admin', now }).thenThrows('not_found'));

  it('refuses an admin erasing their own account', () =>
    spec([registered(), verified])
      .when({ type: 'ErasePersonalData', actorUserId: 'u1', now })
      .thenThrows('own_account'));

  it('records an export, before and after an erasure', () => {
    const exported: UserEvent = { type: 'PersonalDataExported', data: { userId: 'u1', exportedAt: at } };
    spec([registered()]).when({ type: 'RecordDataExport', now }).then([exported]);
    spec([registered(), erased]).when({ type: 'RecordDataExport', now }).then([exported]);
    spec([]).when({ type: 'RecordDataExport', now }).thenThrows('not_found');
  });

  it('leaves nothing to sign in to afterwards', () =>
    spec([registered(), verified, erased])
      .when({ type: 'StartSession', sessionId: 's9', tokenHash: 'h', method: 'password', now })
      .thenThrows('not_found'));
});
