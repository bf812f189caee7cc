import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userDecider, userStreamId } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { PLATFORM } from '../../platform/platform.module';
import { requestMetadata } from '../shared/metadata';
import { LogoutCommand } from './logout.command';

/** Ends one session of the account (other devices stay signed in). */
@CommandHandler(LogoutCommand)
export class LogoutHandler implements ICommandHandler<LogoutCommand, void> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ userId, sessionId }: LogoutCommand): Promise<void> {
    await this.platform.commands.handle(
      {
        streamId: userStreamId(userId),
        streamType: 'user',
        decider: userDecider,
        command: { type: 'EndSession', sessionId, now: new Date() },
      },
      requestMetadata(userId),
    );
  }
}
