import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type UserCommand, userDecider, userStreamId } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { PLATFORM } from '../../platform/platform.module';
import { AttemptCounts } from '../shared/attempt-counts';
import { EMAIL_REQUEST_LIMITS } from '../shared/email-request-limits';
import { IdentityKeys } from '../shared/identity-keys';
import { requestMetadata } from '../shared/metadata';
import { inactiveToken, readToken } from '../shared/read-token';
import { ResendEmailCommand } from './resend-email.command';

/**
 * A fresh link of the same kind as the expired one; the email follows through the outbox. Past the
 * limits per client address and per recipient nothing is sent, and the answer is the same.
 */
@CommandHandler(ResendEmailCommand)
export class ResendEmailHandler implements ICommandHandler<ResendEmailCommand, void> {
  private readonly keys: IdentityKeys;
  private readonly counts: AttemptCounts;
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {
    this.keys = new IdentityKeys(platform);
    this.counts = new AttemptCounts(platform.db);
  }

  async execute({ tokenType, token, address }: ResendEmailCommand): Promise<void> {
    const { userId } = readToken(this.platform, tokenType, token);
    const allowed = await this.counts.withinLimits([
      { key: `resend-address:${address}`, ...EMAIL_REQUEST_LIMITS.perAddress },
      { key: `resend-recipient:${userId}`, ...EMAIL_REQUEST_LIMITS.perRecipient },
    ]);
    if (!allowed) return;
    await this.platform.commands.execute(requestMetadata(userId), async (session) => {
      const user = await session.load(userStreamId(userId), userDecider);
      if (user.state.status !== 'active') throw inactiveToken(tokenType);
      const now = new Date();
      const fresh = this.keys.newEmailedToken(now);
      const pending = user.state.account.pendingEmail;
      let command: UserCommand;
      if (tokenType === 'verification') command = { type: 'RequestVerification', token: fresh, now };
      else if (tokenType === 'reset') command = { type: 'RequestPasswordReset', token: fresh, now };
      else if (pending)
        command = {
          type: 'RequestEmailChange',
          newEmail: pending.email,
          newEmailIndex: pending.emailIndex,
          requestedBySessionId: pending.sessionId,
          token: fresh,
          now,
        };
      else throw inactiveToken(tokenType);
      session.decide(user, 'user', command);
    });
  }
}
