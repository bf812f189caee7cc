import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { applicationDecider, applicationStreamId } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { requestMetadata } from '../../../identity/shared/metadata';
import { PLATFORM } from '../../../platform/platform.module';
import { RecordDropOutCommand } from './record-drop-out.command';

@CommandHandler(RecordDropOutCommand)
export class RecordDropOutHandler implements ICommandHandler<RecordDropOutCommand, void> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ actor, applicationId, reason }: RecordDropOutCommand): Promise<void> {
    await this.platform.commands.execute(requestMetadata(actor), async (session) => {
      const stream = await session.load(applicationStreamId(applicationId), applicationDecider);
      session.decide(stream, 'application', { type: 'DropOut', reason, now: new Date() });
    });
  }
}
