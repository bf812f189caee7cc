import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { apiTokenDecider, apiTokenStreamId } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { requestMetadata } from '../../../identity/shared/metadata';
import { PLATFORM } from '../../../platform/platform.module';
import { CreateApiTokenCommand } from './create-api-token.command';

@CommandHandler(CreateApiTokenCommand)
export class CreateApiTokenHandler implements ICommandHandler<CreateApiTokenCommand, void> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ actor, tokenId, tokenHash, name, scopes, expiresAt }: CreateApiTokenCommand): Promise<void> {
    await this.platform.commands.handle(
      {
        streamId: apiTokenStreamId(tokenId),
        streamType: 'api-token',
        decider: apiTokenDecider,
        command: { type: 'CreateApiToken', tokenId, tokenHash, name, scopes, expiresAt, now: new Date() },
      },
      requestMetadata(actor),
    );
  }
}
