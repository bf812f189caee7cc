import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { colaDecider, colaStreamId } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { requestMetadata } from '../../../identity/shared/metadata';
import { PLATFORM } from '../../../platform/platform.module';
import { SetColaCommand } from './set-cola.command';

@CommandHandler(SetColaCommand)
export class SetColaHandler implements ICommandHandler<SetColaCommand, void> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ actor, countryCode, cola }: SetColaCommand): Promise<void> {
    await this.platform.commands.handle(
      {
        streamId: colaStreamId(countryCode),
        streamType: 'cola',
        decider: colaDecider,
        command: { type: 'SetCola', countryCode, cola, now: new Date() },
      },
      requestMetadata(actor),
    );
  }
}
