import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { apiTokenDecider, apiTokenStreamId } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { requestMetadata } from '../../../identity/shared/metadata';
import { PLATFORM } from '../../../platform/platform.module';
import { RevokeApiTokenCommand } from './revoke-api-token.command';

@CommandHandler(RevokeApiTokenCommand)
export class RevokeApiTokenHandler implements ICommandHandler<RevokeApiTokenCommand, void> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ actor, tokenId }: RevokeApiTokenCommand): Promise<void> {
    await this.platform.commands.handle(
      {
        streamId: apiTokenStreamId(tokenId),
        streamType: 'api-token',
        decider: apiTokenDecider,
        command: { type: 'RevokeApiToken', now: new Date() },
      },
      requestMetadata(actor),
    );
  }
}
