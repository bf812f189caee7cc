import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { matchingRoundDecider, matchingStreamId } from '@portal/domain';
import { findHistoricProposal } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { requestMetadata } from '../../../identity/shared/metadata';
import { PLATFORM } from '../../../platform/platform.module';
import { ChooseProposalCommand } from './choose-proposal.command';

/** The chosen proposal is proposed again under its own id, with the input and result it was kept with. */
@CommandHandler(ChooseProposalCommand)
export class ChooseProposalHandler implements ICommandHandler<ChooseProposalCommand, void> {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute({ actor, courseId, proposalId }: ChooseProposalCommand): Promise<void> {
    const row = await findHistoricProposal(this.platform.db, courseId, proposalId);
    if (!row) throw new NotFoundException();
    await this.platform.commands.execute(requestMetadata(actor), async (session) => {
      const stream = await session.load(matchingStreamId(courseId), matchingRoundDecider);
      session.decide(stream, 'matching', {
        type: 'ProposeMatching',
        courseId,
        proposalId,
        input: row.input,
        proposal: row.proposal,
        now: new Date(),
      });
    });
  }
}
