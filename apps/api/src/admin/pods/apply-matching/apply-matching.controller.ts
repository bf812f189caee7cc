import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { applyMatchingSchema, matchingProposalViewSchema } from '@portal/contracts';
import type { Platform } from '@portal/platform';
import { parseInput } from '../../../http/validation';
import { Access } from '../../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../../identity/access/authenticated-user';
import { PLATFORM } from '../../../platform/platform.module';
import { Contract } from '../../../http/openapi/route-contract';
import { latestProposal } from '../propose-matching/proposal-view';
import { ApplyMatchingCommand } from './apply-matching.command';

/** Forms the pods of the latest proposal (once per course); a stale proposal id is refused. */
@ApiTags('admin')
@Controller('admin/matching')
@Access('admin')
export class ApplyMatchingController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(PLATFORM) private readonly platform: Platform,
  ) {}

  @Post(':course/apply')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The proposal, now formed, with the id of each pod' })
  @Contract({ body: applyMatchingSchema, response: matchingProposalViewSchema })
  async apply(@CurrentUser() user: AuthenticatedUser, @Param('course') course: string, @Body() body: unknown) {
    const { proposal_id } = parseInput(applyMatchingSchema, body);
    await this.commands.execute(new ApplyMatchingCommand(user.userId, course, proposal_id));
    return latestProposal(this.platform.db, course);
  }
}
