import { randomUUID } from 'node:crypto';
import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  matchingRoundDecider,
  matchingStreamId,
  mentorRoundDecider,
  mentorRoundStreamId,
  proposeMentorRound,
} from '@portal/domain';
import { findCourse } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { requestMetadata } from '../../../identity/shared/metadata';
import { PLATFORM } from '../../../platform/platform.module';
import { ProposeMentorRoundCommand } from './propose-mentor-round.command';
import { mentorRoundInputFor } from './mentor-round-input';

/**
 * Proposes the course's project groups and mentors and keeps them as its latest mentor round proposal.
 * The pool comes from the read models (a proposal for staff to review; applying it re-reads the streams).
 */
@CommandHandler(ProposeMentorRoundCommand)
export class ProposeMentorRoundHandler implements ICommandHandler<ProposeMentorRoundCommand, string> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ actor, courseId }: ProposeMentorRoundCommand): Promise<string> {
    const { db } = this.platform;
    if (!(await findCourse(db, courseId))) throw new NotFoundException();
    const input = await mentorRoundInputFor(db, courseId);
    // Solved before the transaction, so the CPU time holds no database connection.
    const proposal = proposeMentorRound(input);
    const proposalId = randomUUID();
    await this.platform.commands.execute(requestMetadata(actor), async (session) => {
      // Whether the pods are formed is the matching round's to say, from its stream.
      const matching = await session.load(matchingStreamId(courseId), matchingRoundDecider);
      const stream = await session.load(mentorRoundStreamId(courseId), mentorRoundDecider);
      session.decide(stream, 'mentor-round', {
        type: 'ProposeMentorRound',
        courseId,
        proposalId,
        podsFormed: matching.state.formed,
        input,
        proposal,
        now: new Date(),
      });
    });
    return proposalId;
  }
}
