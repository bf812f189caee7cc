import { Body, Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { matchingProposalViewSchema, proposeMatchingSchema } from '@portal/contracts';
import type { Platform } from '@portal/platform';
import { parseInput } from '../../../http/validation';
import { Access } from '../../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../../identity/access/authenticated-user';
import { PLATFORM } from '../../../platform/platform.module';
import { Contract } from '../../../http/openapi/route-contract';
import { ProposeMatchingCommand } from './propose-matching.command';
import { latestProposal, latestProposalOrNone } from './proposal-view';

/**
 * Staff run the matching of a course (docs/architecture.md §5): the solver's result is kept as a proposal, with
 * its report (unmatched people and why, the objective and its bound), to review before applying.
 */
@ApiTags('admin')
@Controller('admin/matching')
@Access('admin')
export class ProposeMatchingController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(PLATFORM) private readonly platform: Platform,
  ) {}

  @Post()
  @HttpCode(201)
  @ApiOkResponse({ description: 'The proposal: pods, megapods, unmatched, objective' })
  @Contract({ body: proposeMatchingSchema, response: matchingProposalViewSchema })
  async propose(@CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    const { course, pod_size } = parseInput(proposeMatchingSchema, body);
    await this.commands.execute(new ProposeMatchingCommand(user.userId, course, pod_size));
    return latestProposal(this.platform.db, course);
  }

  @Get(':course')
  @ApiOkResponse({
    description: 'The course’s latest proposal, and whether its pods are formed; null before the first',
  })
  @Contract({ response: matchingProposalViewSchema.nullable() })
  async latest(@Param('course') course: string) {
    return latestProposalOrNone(this.platform.db, course);
  }
}
