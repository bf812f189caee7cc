import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userDecider, userStreamId } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { PLATFORM } from '../../platform/platform.module';
import { accountByEmail } from '../shared/account-by-email';
import { IdentityKeys } from '../shared/identity-keys';
import { requestMetadata } from '../shared/metadata';
import { ForgotPasswordCommand } from './forgot-password.command';

/** A reset link for the account with this address; an address with no account records nothing. */
@CommandHandler(ForgotPasswordCommand)
export class ForgotPasswordHandler implements ICommandHandler<ForgotPasswordCommand, void> {
  private readonly keys: IdentityKeys;
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {
    this.keys = new IdentityKeys(platform);
  }

  async execute({ email }: ForgotPasswordCommand): Promise<void> {
    const user = await accountByEmail(this.platform, this.keys.emailIndex(email));
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
