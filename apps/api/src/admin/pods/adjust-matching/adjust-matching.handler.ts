import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { matchingRoundDecider, matchingStreamId } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { requestMetadata } from '../../../identity/shared/metadata';
import { PLATFORM } from '../../../platform/platform.module';
import { AdjustMatchingCommand } from './adjust-matching.command';

@CommandHandler(AdjustMatchingCommand)
export class AdjustMatchingHandler implements ICommandHandler<AdjustMatchingCommand, void> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ actor, courseId, proposalId, changes }: AdjustMatchingCommand): Promise<void> {
    await this.platform.commands.execute(requestMetadata(actor), async (session) => {
      const stream = await session.load(matchingStreamId(courseId), matchingRoundDecider);
      session.decide(stream, 'matching', { type: 'AdjustProposal', courseId, proposalId, changes, now: new Date() });
    });
  }
}
