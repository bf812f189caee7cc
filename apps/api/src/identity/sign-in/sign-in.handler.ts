import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MESSAGES } from '@portal/contracts';
import { DomainError, userDecider, userStreamId } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { randomUUID } from 'node:crypto';
import { accountByEmail } from '../shared/account-by-email';
import { AttemptCounts } from '../shared/attempt-counts';
import { PLATFORM } from '../../platform/platform.module';
import { IdentityKeys } from '../shared/identity-keys';
import { requestMetadata } from '../shared/metadata';
import { passwordMatches } from '../shared/passwords';
import { newSessionToken } from '../shared/session-tokens';
import { SignInCommand } from './sign-in.command';

/**
 * Email and password to a sign-in token. A wrong email and a wrong password get the same answer in
 * the same time; an unverified account is told so only once the password is right.
 */
@CommandHandler(SignInCommand)
export class SignInHandler implements ICommandHandler<SignInCommand, { token: string }> {
  private readonly keys: IdentityKeys;
  private readonly throttle: AttemptCounts;

  constructor(@Inject(PLATFORM) private readonly platform: Platform) {
    this.keys = new IdentityKeys(platform);
    this.throttle = new AttemptCounts(platform.db);
  }

  async execute({ username, password, address }: SignInCommand): Promise<{ token: string }> {
    const emailIndex = this.keys.emailIndex(username);
    // Per account and address pair (a stranger's guesses do not lock the owner out at their own
    // address), counted before the password is checked so that concurrent guesses wait their turn.
    const throttleKeys = { pair: `sign-in:${emailIndex}:${address}`, address: `sign-in-address:${address}` };
    await this.throttle.beginAttempt(throttleKeys, MESSAGES.tooManySignInAttempts);
    const user = await accountByEmail(this.platform, emailIndex);
    // One query for a known address and an unknown one alike (the account's key comes with its stream),
    // and the password is checked either way (against the decoy hash when no account has the address):
    // `!user || !(await passwordMatches(...))` skipped the check, so an unknown address answered ~15-30 ms sooner.
    const matches = await passwordMatches(password, user?.passwordHash ?? null);
    if (!user || !matches) {
      throw new DomainError('invalid', MESSAGES.invalidCredentials);
    }
    await this.throttle.succeeded(throttleKeys);
    const { token, tokenHash } = newSessionToken();
    await this.platform.commands.handle(
      {
        streamId: userStreamId(user.userId),
        streamType: 'user',
        decider: userDecider,
        command: { type: 'StartSession', sessionId: randomUUID(), tokenHash, method: 'password', now: new Date() },
      },
      requestMetadata(user.userId),
    );
    return { token };
  }
}
