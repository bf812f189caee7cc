import { z } from 'zod';
import { Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { matchingProposalViewSchema } from '@portal/contracts';
import type { Platform } from '@portal/platform';
import { Access } from '../../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../../identity/access/authenticated-user';
import { PLATFORM } from '../../../platform/platform.module';
import { Contract } from '../../../http/openapi/route-contract';
import { latestProposal } from '../propose-matching/proposal-view';
import { ChooseProposalCommand } from './choose-proposal.command';

/**
 * Staff pick one of the compared proposals: it is proposed again under its own id, so it becomes the
 * course's latest and is reviewed, adjusted and applied the one way every proposal is.
 */
@ApiTags('admin')
@Controller('admin/matching')
@Access('admin')
export class ChooseProposalController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(PLATFORM) private readonly platform: Platform,
  ) {}

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
    await this.commands.execute(new ChooseProposalCommand(user.userId, course, proposalId));
    return latestProposal(this.platform.db, course);
  }
}
