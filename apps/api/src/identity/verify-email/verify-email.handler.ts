import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userDecider, userStreamId } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { PLATFORM } from '../../platform/platform.module';
import { requestMetadata } from '../shared/metadata';
import { readToken } from '../shared/read-token';
import { VerifyEmailCommand } from './verify-email.command';

/** Confirms the account's address, once, before the link expires (the decider judges the token). */
@CommandHandler(VerifyEmailCommand)
export class VerifyEmailHandler implements ICommandHandler<VerifyEmailCommand, void> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ token }: VerifyEmailCommand): Promise<void> {
    const { userId, tokenId } = readToken(this.platform, 'verification', token);
    await this.platform.commands.handle(
      {
        streamId: userStreamId(userId),
        streamType: 'user',
        decider: userDecider,
        command: { type: 'VerifyEmail', tokenId, now: new Date() },
      },
      requestMetadata(userId),
    );
  }
}
