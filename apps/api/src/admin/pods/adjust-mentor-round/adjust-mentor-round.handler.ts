import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { mentorRoundDecider, mentorRoundStreamId } from '@portal/domain';
import type { Platform } from '@portal/platform';
import { requestMetadata } from '../../../identity/shared/metadata';
import { PLATFORM } from '../../../platform/platform.module';
import { AdjustMentorRoundCommand } from './adjust-mentor-round.command';

@CommandHandler(AdjustMentorRoundCommand)
export class AdjustMentorRoundHandler implements ICommandHandler<AdjustMentorRoundCommand, void> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ actor, courseId, proposalId, changes }: AdjustMentorRoundCommand): Promise<void> {
    await this.platform.commands.execute(requestMetadata(actor), async (session) => {
      const stream = await session.load(mentorRoundStreamId(courseId), mentorRoundDecider);
      session.decide(stream, 'mentor-round', {
        type: 'AdjustMentorRound',
        courseId,
        proposalId,
        changes,
        now: new Date(),
      });
    });
  }
}
