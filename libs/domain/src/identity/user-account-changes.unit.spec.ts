import { at, emailChangeRequested, github, later, now, registered, spec, verified } from './testing/user-events';
import type { UserEvent } from './user.events';

describe('email change', () => {
  const requested = emailChangeRequested;

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

describe('a change of password or address', () => {
  const started = (sessionId: string): UserEvent => ({
    type: 'SessionStarted',
    data: { userId: 'u1', sessionId, tokenHash: `hash-${sessionId}`, method: 'password', startedAt: at },
  });
  const ended = (sessionId: string): UserEvent => ({
    type: 'SessionEnded',
    data: { userId: 'u1', sessionId, endedAt: at },
  });

  it('in the profile ends every other session, keeping the one that made it', () =>
    spec([registered(), verified, started('s1'), started('s2'), started('s3')])
      .when({ type: 'ChangePassword', passwordHash: 'hash-2', via: 'profile', keepSessionId: 's2', now })
      .then([
        {
          type: 'PasswordChanged',
          data: { userId: 'u1', passwordHash: 'hash-2', via: 'profile', tokenId: null, changedAt: at },
        },
        ended('s1'),
        ended('s3'),
      ]));

  it('of address, once confirmed, ends every session but the one that asked for it', () =>
    spec([
      registered(),
      verified,
      started('s1'),
      started('s2'),
      { ...emailChangeRequested, data: { ...emailChangeRequested.data, sessionId: 's1' } } as UserEvent,
    ])
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
        ended('s2'),
      ]));
});
