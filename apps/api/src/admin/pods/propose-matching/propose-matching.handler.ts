import { randomUUID } from 'node:crypto';
import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { matchingRoundDecider, matchingStreamId, proposeMatching } from '@portal/domain';
import { findCourse } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { requestMetadata } from '../../../identity/shared/metadata';
import { PLATFORM } from '../../../platform/platform.module';
import { ProposeMatchingCommand } from './propose-matching.command';
import { matchingInputFor } from './matching-input';

/** Runs the matching of a course and keeps its result as the course's latest proposal; returns its id. */
@CommandHandler(ProposeMatchingCommand)
export class ProposeMatchingHandler implements ICommandHandler<ProposeMatchingCommand, string> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ actor, courseId, podSize }: ProposeMatchingCommand): Promise<string> {
    if (!(await findCourse(this.platform.db, courseId))) throw new NotFoundException();
    const input = { ...(await matchingInputFor(this.platform.db, courseId)), ...(podSize ? { podSize } : {}) };
    // Solved before the transaction: a second or two of CPU must not hold a database connection.
    const proposal = await proposeMatching(input);
    const proposalId = randomUUID();
    await this.platform.commands.execute(requestMetadata(actor), async (session) => {
      const stream = await session.load(matchingStreamId(courseId), matchingRoundDecider);
      session.decide(stream, 'matching', {
        type: 'ProposeMatching',
        courseId,
        proposalId,
        input,
        proposal,
        now: new Date(),
      });
    });
    return proposalId;
  }
}
