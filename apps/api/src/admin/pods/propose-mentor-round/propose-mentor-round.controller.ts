import { Body, Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { mentorRoundViewSchema, proposeMentorRoundSchema } from '@portal/contracts';
import type { Platform } from '@portal/platform';
import { parseInput } from '../../../http/validation';
import { Access } from '../../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../../identity/access/authenticated-user';
import { PLATFORM } from '../../../platform/platform.module';
import { Contract } from '../../../http/openapi/route-contract';
import { latestMentorRound, latestMentorRoundOrNone } from './mentor-round-view';
import { ProposeMentorRoundCommand } from './propose-mentor-round.command';

/**
 * Staff run the mentor round of a course whose pods are formed (docs/architecture.md §8): project groups and their
 * mentors, kept as a proposal with its report (objective, bound, gap, unmatched groups and mentors).
 */
@ApiTags('admin')
@Controller('admin/mentor-rounds')
@Access('admin')
export class ProposeMentorRoundController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(PLATFORM) private readonly platform: Platform,
  ) {}

  @Post()
  @HttpCode(201)
  @ApiOkResponse({ description: 'The proposal: groups with mentors, unmatched groups and mentors, objective' })
  @Contract({ body: proposeMentorRoundSchema, response: mentorRoundViewSchema })
  async propose(@CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    const { course } = parseInput(proposeMentorRoundSchema, body);
    await this.commands.execute(new ProposeMentorRoundCommand(user.userId, course));
    return latestMentorRound(this.platform.db, course);
  }

  @Get(':course')
  @ApiOkResponse({ description: 'The course’s latest mentor round, and whether it is applied; null before the first' })
  @Contract({ response: mentorRoundViewSchema.nullable() })
  async latest(@Param('course') course: string) {
    return latestMentorRoundOrNone(this.platform.db, course);
  }
}
