import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { adjustMatchingSchema, matchingProposalViewSchema } from '@portal/contracts';
import type { Platform } from '@portal/platform';
import { parseInput } from '../../../http/validation';
import { Access } from '../../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../../identity/access/authenticated-user';
import { PLATFORM } from '../../../platform/platform.module';
import { Contract } from '../../../http/openapi/route-contract';
import { latestProposal } from '../propose-matching/proposal-view';
import { AdjustMatchingCommand } from './adjust-matching.command';

/**
 * Staff move students between pods (or out of them) and replace pods' TAs before applying. Every hard
 * constraint is checked again: a change that breaks one is refused with the reasons, and nothing changes.
 */
@ApiTags('admin')
@Controller('admin/matching')
@Access('admin')
export class AdjustMatchingController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(PLATFORM) private readonly platform: Platform,
  ) {}

  @Post(':course/adjust')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The adjusted proposal' })
  @Contract({ body: adjustMatchingSchema, response: matchingProposalViewSchema })
  async adjust(@CurrentUser() user: AuthenticatedUser, @Param('course') course: string, @Body() body: unknown) {
    const { proposal_id, moves, pod_tas } = parseInput(adjustMatchingSchema, body);
    await this.commands.execute(new AdjustMatchingCommand(user.userId, course, proposal_id, { moves, pod_tas }));
    return latestProposal(this.platform.db, course);
  }
}
