import fc from 'fast-check';
import type { NewEvent } from '@portal/event-store';
import { time, word, maybe, event } from './arbitrary-values';
import type { StreamKind } from './arbitrary-values';

/** Sign-ins and sent emails: three sessions and three short links per user, so one ends or comes twice. */
function sessionAndEmailEvents(userId: string): Array<fc.Arbitrary<NewEvent>> {
  const sessionId = fc.constantFrom(`${userId}-session0`, `${userId}-session1`, `${userId}-session2`);
  const link = fc.record({
    uid: fc.constantFrom(`${userId}-link0`, `${userId}-link1`, `${userId}-link2`),
    route: word,
  });
  return [
    event(
      'SessionStarted',
      fc
        .record({
          userId: fc.constant(userId),
          sessionId,
          method: fc.constantFrom('password', 'github'),
          startedAt: time,
        })
        .map((d) => ({ ...d, tokenHash: `hash-of-${d.sessionId}` })),
    ),
    event('SessionEnded', fc.record({ userId: fc.constant(userId), sessionId, endedAt: time })),
    event(
      'EmailSent',
      fc.record({
        userId: fc.constant(userId),
        template: word,
        causationEventId: word,
        messageId: word,
        redirectLinks: fc.array(link, { maxLength: 2 }),
        sentAt: time,
      }),
    ),
  ];
}

/** Generated events for the people: accounts, social sign-ins, sessions, emails sent. */
export const USER_STREAM: StreamKind = {
  type: 'user',
  streamId: (userId) => `user-${userId}`,
  event: (userId) => {
    // Two accounts per user: one can be connected while the other is not.
    const socialAccountId = fc.constantFrom(`${userId}-s0`, `${userId}-s1`);
    return fc.oneof(
      event(
        'UserRegistered',
        fc.record({
          userId: fc.constant(userId),
          firstName: word,
          lastName: word,
          email: word.map((w) => `${w}@example.org`),
          emailIndex: word.map((w) => `index-${w}-${userId}`),
          passwordHash: maybe(word),
          emailVerified: fc.boolean(),
          role: fc.constantFrom(null, 'admin', 'reviewer'),
          registeredAt: time,
        }),
      ),
      event('EmailVerified', fc.record({ userId: fc.constant(userId), tokenId: fc.constant(null), verifiedAt: time })),
      event(
        'PasswordChanged',
        fc.record({
          userId: fc.constant(userId),
          passwordHash: word,
          via: fc.constantFrom('reset', 'profile', 'staff'),
          changedAt: time,
        }),
      ),
      event(
        'ProfileEdited',
        fc.record(
          { userId: fc.constant(userId), firstName: word, lastName: word, editedAt: time },
          { requiredKeys: ['userId', 'editedAt'] },
        ),
      ),
      event('ProfileImageChanged', fc.record({ userId: fc.constant(userId), imageName: maybe(word) })),
      event('EmailChangeRequested', fc.record({ userId: fc.constant(userId), newEmail: word })),
      event('EmailChanged', fc.record({ userId: fc.constant(userId), email: word, emailIndex: word })),
      event(
        'SocialAccountConnected',
        fc.record(
          {
            userId: fc.constant(userId),
            socialAccountId,
            provider: fc.constantFrom('orcid', 'github'),
            providerUidIndex: word,
            orcid: word,
            connectedAt: time,
          },
          { requiredKeys: ['userId', 'socialAccountId', 'provider', 'providerUidIndex', 'connectedAt'] },
        ),
      ),
      event(
        'SocialAccountDisconnected',
        fc.record({ userId: fc.constant(userId), socialAccountId, provider: fc.constantFrom('orcid', 'github') }),
      ),
      event('RoleGranted', fc.record({ userId: fc.constant(userId), role: fc.constantFrom('admin', 'reviewer') })),
      event('PersonalDataErased', fc.record({ userId: fc.constant(userId), erasedAt: time })),
      ...sessionAndEmailEvents(userId),
    );
  },
};
