import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userDecider, userStreamId } from '@portal/domain';
import type { Logger, Platform } from '@portal/platform';
import { LOGGER, PLATFORM } from '../../platform/platform.module';
import { accountByEmail } from '../shared/account-by-email';
import { AttemptCounts } from '../shared/attempt-counts';
import { EMAIL_REQUEST_LIMITS } from '../shared/email-request-limits';
import { IdentityKeys } from '../shared/identity-keys';
import { requestMetadata } from '../shared/metadata';
import { ForgotPasswordCommand } from './forgot-password.command';

/**
 * A reset link for the account with this address; an address with no account records nothing. The
 * limits per client address and per recipient are counted under the address's blind index, whether
 * or not an account has it, and the command answers once they are: finding the account and recording
 * the request happen after, so a known address and an unknown one answer in the same time and the
 * same words.
 */
@CommandHandler(ForgotPasswordCommand)
export class ForgotPasswordHandler implements ICommandHandler<ForgotPasswordCommand, void> {
  private readonly keys: IdentityKeys;
  private readonly counts: AttemptCounts;

  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.keys = new IdentityKeys(platform);
    this.counts = new AttemptCounts(platform.db);
  }

  async execute({ email, address }: ForgotPasswordCommand): Promise<void> {
    const emailIndex = this.keys.emailIndex(email);
    const allowed = await this.counts.withinLimits([
      { key: `reset-address:${address}`, ...EMAIL_REQUEST_LIMITS.perAddress },
      { key: `reset-recipient:${emailIndex}`, ...EMAIL_REQUEST_LIMITS.perRecipient },
    ]);
    if (!allowed) return;
    void this.requestReset(emailIndex).catch((error: unknown) =>
      this.logger.error({ err: error }, 'forgot-password: recording the reset request failed'),
    );
  }

  private async requestReset(emailIndex: string): Promise<void> {
    const user = await accountByEmail(this.platform, emailIndex);
    if (!user) return;
    const now = new Date();
    await this.platform.commands.handle(
      {
        streamId: userStreamId(user.userId),
        streamType: 'user',
        decider: userDecider,
        command: { type: 'RequestPasswordReset', token: this.keys.newEmailedToken(now), now },
      },
      requestMetadata('anonymous'),
    );
  }
}
