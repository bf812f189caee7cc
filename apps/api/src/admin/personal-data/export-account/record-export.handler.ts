import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userDecider, userStreamId } from '@portal/domain';
import { personSummary } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { requestMetadata } from '../../../identity/shared/metadata';
import { PLATFORM } from '../../../platform/platform.module';
import { RecordExportCommand } from './record-export.command';

/**
 * `PersonalDataExported` on the person's account, with the admin as its actor, before anything is
 * handed out: who took a copy of someone's data is itself something auditors must be able to see.
 */
@CommandHandler(RecordExportCommand)
export class RecordExportHandler implements ICommandHandler<RecordExportCommand, void> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ actor, userId }: RecordExportCommand): Promise<void> {
    if (!(await personSummary(this.platform.db, userId))) throw new NotFoundException();
    await this.platform.commands.execute(requestMetadata(actor), async (session) => {
      const user = await session.load(userStreamId(userId), userDecider);
      session.decide(user, 'user', { type: 'RecordDataExport', now: new Date() });
    });
  }
}
