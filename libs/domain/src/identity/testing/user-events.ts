import { specFor } from '../../shared/testing/given-when-then';
import { userDecider } from '../user.decider';
import type { UserEvent } from '../user.events';

/** The user decider's given/when/then, and the events its unit specs start from: one account, `u1`. */
export const spec = specFor(userDecider);
export const now = new Date('2026-06-01T12:00:00Z');
export const later = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
export const at = now.toISOString();

export const registered = (
  overrides: Partial<Extract<UserEvent, { type: 'UserRegistered' }>['data']> = {},
): UserEvent => ({
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
export const verificationRequested = (tokenId = 't1', expiresAt = later(24)): UserEvent => ({
  type: 'VerificationRequested',
  data: { userId: 'u1', tokenId, expiresAt: expiresAt.toISOString(), requestedAt: at },
});
export const verified: UserEvent = { type: 'EmailVerified', data: { userId: 'u1', tokenId: 't1', verifiedAt: at } };
export const resetRequested = (tokenId: string): UserEvent => ({
  type: 'PasswordResetRequested',
  data: { userId: 'u1', tokenId, expiresAt: later(24).toISOString(), requestedAt: at },
});
export const github = (passwordless = false): UserEvent[] => [
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
/** A change of address to new@example.org, its link valid for a day. */
export const emailChangeRequested: UserEvent = {
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
