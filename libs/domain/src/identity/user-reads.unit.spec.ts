import { userDecider } from './user.decider';
import type { UserEvent } from './user.events';
import {
  at,
  emailChangeRequested,
  later,
  now,
  registered as registeredAccount,
  spec,
  verified,
} from './testing/user-events';

// What commands outside the account's own flows read from its stream: the address's holder on an
// email change, the password hash at sign-in, the ORCID iD when publishing (user-sign-up-and-sign-in and
// user-account-changes hold the account's own flows).
const registered = (passwordHash: string | null = 'hash-1'): UserEvent =>
  registeredAccount({ passwordHash, emailVerified: passwordHash === null });
const requested = emailChangeRequested;

describe('an email change and the reservation of the address', () => {
  it.each([
    ['no one', null],
    ['the account itself', 'u1'],
  ])('requests a new address held by %s', (_case, holder) =>
    spec([registered(), verified])
      .when({
        type: 'RequestEmailChange',
        newEmail: 'new@example.org',
        newEmailIndex: 'idx-new',
        newEmailHolder: holder,
        token: { tokenId: 'n1', expiresAt: later(24) },
        now,
      })
      .then([requested]),
  );

  it('refuses a new address another account holds, on the email field', () =>
    spec([registered(), verified])
      .when({
        type: 'RequestEmailChange',
        newEmail: 'new@example.org',
        newEmailIndex: 'idx-new',
        newEmailHolder: 'u2',
        token: { tokenId: 'n1', expiresAt: later(24) },
        now,
      })
      .thenThrows('unique', 'email'));
});

describe('what a sign-in and ORCID read from the account', () => {
  const accountAfter = (events: UserEvent[]) => {
    const state = events.reduce(userDecider.evolve, userDecider.initialState());
    if (state.status !== 'active') throw new Error('no active account');
    return state.account;
  };
  const orcid = (provider: 'orcid' | 'github', type: 'SocialAccountConnected' | 'SocialAccountDisconnected') =>
    ({
      type,
      data: {
        userId: 'u1',
        socialAccountId: `s-${provider}`,
        provider,
        providerUid: '0000-0002-9079-593X',
        providerUidIndex: `idx-${provider}`,
        providerEmail: null,
        orcid: provider === 'orcid' ? '0000-0002-9079-593X' : null,
        connectedAt: at,
        disconnectedAt: at,
      },
    }) as UserEvent;

  it('is the latest password hash, none for an account made through a provider', () => {
    expect(accountAfter([registered(), verified]).passwordHash).toBe('hash-1');
    const changed: UserEvent = {
      type: 'PasswordChanged',
      data: { userId: 'u1', passwordHash: 'hash-2', via: 'profile', tokenId: null, changedAt: at },
    };
    expect(accountAfter([registered(), verified, changed]).passwordHash).toBe('hash-2');
    expect(accountAfter([registered(null)]).passwordHash).toBeNull();
  });

  it('is the ORCID iD while an ORCID account is connected', () => {
    const connected = [registered(), verified, orcid('orcid', 'SocialAccountConnected')];
    expect(accountAfter(connected).orcid).toBe('0000-0002-9079-593X');
    expect(accountAfter([...connected, orcid('github', 'SocialAccountConnected')]).orcid).toBe('0000-0002-9079-593X');
    expect(accountAfter([...connected, orcid('github', 'SocialAccountDisconnected')]).orcid).toBe(
      '0000-0002-9079-593X',
    );
    expect(accountAfter([...connected, orcid('orcid', 'SocialAccountDisconnected')]).orcid).toBeNull();
  });
});
