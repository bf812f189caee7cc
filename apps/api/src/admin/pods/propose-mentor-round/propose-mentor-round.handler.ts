import { randomUUID } from 'node:crypto';
import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { mentorRoundDecider, mentorRoundStreamId, proposeMentorRound } from '@portal/domain';
import { findCourse, findMatchingProposal } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { requestMetadata } from '../../../identity/shared/metadata';
import { PLATFORM } from '../../../platform/platform.module';
import { ProposeMentorRoundCommand } from './propose-mentor-round.command';
import { mentorRoundInputFor } from './mentor-round-input';

/** Proposes the course's project groups and mentors and keeps them as its latest mentor round proposal. */
@CommandHandler(ProposeMentorRoundCommand)
export class ProposeMentorRoundHandler implements ICommandHandler<ProposeMentorRoundCommand, string> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ actor, courseId }: ProposeMentorRoundCommand): Promise<string> {
    const { db } = this.platform;
    const [course, matching] = await Promise.all([findCourse(db, courseId), findMatchingProposal(db, courseId)]);
    if (!course) throw new NotFoundException();
    const input = await mentorRoundInputFor(db, courseId);
    // Solved before the transaction, so the CPU time holds no database connection.
    const proposal = proposeMentorRound(input);
    const proposalId = randomUUID();
    await this.platform.commands.execute(requestMetadata(actor), async (session) => {
      const stream = await session.load(mentorRoundStreamId(courseId), mentorRoundDecider);
      session.decide(stream, 'mentor-round', {
        type: 'ProposeMentorRound',
        courseId,
        proposalId,
        podsFormed: Boolean(matching?.formed_at),
        input,
        proposal,
        now: new Date(),
      });
    });
    return proposalId;
  }
}
