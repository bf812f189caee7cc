import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@portal/contracts';
import {
  type StaffRole,
  type UserCommand,
  type UserEvent,
  type UserState,
  claimDecider,
  emailClaimStreamId,
  userDecider,
  userStreamId,
} from '@portal/domain';
import type { CommandSession, LoadedStream } from '@portal/event-store';
import type { IdentityKeys } from './identity-keys';

export interface NewAccount {
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string | null;
  emailVerified: boolean;
  role: StaffRole | null;
}

/**
 * Creates an account and claims its email address in one atomic append: the claim stream refuses a
 * second holder, so two sign-ups racing for one address cannot both succeed.
 */
export async function registerAccount(
  session: CommandSession,
  keys: IdentityKeys,
  account: NewAccount,
  now: Date,
): Promise<{ userId: string; user: LoadedStream<UserCommand, UserEvent, UserState> }> {
  const userId = randomUUID();
  const emailIndex = keys.emailIndex(account.email);
  const claim = await session.load(emailClaimStreamId(emailIndex), claimDecider);
  session.decide(claim, 'email', { type: 'Claim', userId, now, takenMessage: MESSAGES.emailTaken, field: 'email' });
  const user = await session.load(userStreamId(userId), userDecider);
  session.decide(user, 'user', {
    type: 'RegisterUser',
    userId,
    ...account,
    emailIndex,
    verification: account.emailVerified ? null : keys.newEmailedToken(now),
    now,
  });
  return { userId, user };
}
