import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NotFoundError, applicationDecider, applicationStreamId } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { requestMetadata } from '../../../identity/shared/metadata';
import { PLATFORM } from '../../../platform/platform.module';
import { DecideFeeWaiverCommand } from './decide-fee-waiver.command';

/** The decision is the application stream's: a second click on a decided request is refused, not doubled. */
@CommandHandler(DecideFeeWaiverCommand)
export class DecideFeeWaiverHandler implements ICommandHandler<DecideFeeWaiverCommand, void> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ actor, applicationId, kind, approve, reason }: DecideFeeWaiverCommand): Promise<void> {
    await this.platform.commands.execute(requestMetadata(actor), async (session) => {
      const stream = await session.load(applicationStreamId(applicationId), applicationDecider);
      if (stream.state.status === 'none') throw new NotFoundError('Application not found.');
      session.decide(stream, 'application', { type: 'DecideFeeWaiver', kind, approve, reason, now: new Date() });
    });
  }
}
