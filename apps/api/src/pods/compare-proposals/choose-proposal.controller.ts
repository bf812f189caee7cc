import { z } from 'zod';
import { Controller, HttpCode, Inject, NotFoundException, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { matchingProposalViewSchema } from '@portal/contracts';
import { matchingRoundDecider, matchingStreamId } from '@portal/domain';
import { findHistoricProposal } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { Access } from '../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../identity/access/authenticated-user';
import { requestMetadata } from '../../identity/shared/metadata';
import { PLATFORM } from '../../platform/platform.module';
import { Contract } from '../../http/openapi/route-contract';
import { latestProposal } from '../propose-matching/proposal-view';

/**
 * Staff pick one of the compared proposals: it is proposed again under its own id, so it becomes the
 * course's latest and is reviewed, adjusted and applied the one way every proposal is.
 */
@ApiTags('admin')
@Controller('admin/matching')
@Access('admin')
export class ChooseProposalController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Post(':course/proposals/:id/choose')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The chosen proposal, now the course’s latest' })
  // The proposal is named by the address: the body is empty (anything sent is ignored).
  @Contract({ body: z.object({}), response: matchingProposalViewSchema })
  async choose(
    @CurrentUser() user: AuthenticatedUser,
    @Param('course') course: string,
    @Param('id') proposalId: string,
  ) {
    const row = await findHistoricProposal(this.platform.db, course, proposalId);
    if (!row) throw new NotFoundException();
    await this.platform.commands.execute(requestMetadata(user.userId), async (session) => {
      const stream = await session.load(matchingStreamId(course), matchingRoundDecider);
      session.decide(stream, 'matching', {
        type: 'ProposeMatching',
        courseId: course,
        proposalId,
        input: row.input,
        proposal: row.proposal,
        now: new Date(),
      });
    });
    return latestProposal(this.platform.db, course);
  }
}
