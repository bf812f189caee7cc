import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userDecider, userStreamId } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { PLATFORM } from '../../platform/platform.module';
import { requestMetadata } from '../shared/metadata';
import { hashPassword } from '../shared/passwords';
import { readToken } from '../shared/read-token';
import { ResetPasswordCommand } from './reset-password.command';

/** A new password from the reset link; the decider ends every session of the account. */
@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand, void> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ token, password }: ResetPasswordCommand): Promise<void> {
    const { userId, tokenId } = readToken(this.platform, 'reset', token);
    const passwordHash = await hashPassword(password);
    await this.platform.commands.handle(
      {
        streamId: userStreamId(userId),
        streamType: 'user',
        decider: userDecider,
        command: { type: 'ResetPassword', tokenId, passwordHash, now: new Date() },
      },
      requestMetadata(userId),
    );
  }
}
