import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { adjustMentorRoundSchema, mentorRoundViewSchema } from '@portal/contracts';
import type { Platform } from '@portal/platform';
import { parseInput } from '../../../http/validation';
import { Access } from '../../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../../identity/access/authenticated-user';
import { PLATFORM } from '../../../platform/platform.module';
import { Contract } from '../../../http/openapi/route-contract';
import { latestMentorRound } from '../propose-mentor-round/mentor-round-view';
import { AdjustMentorRoundCommand } from './adjust-mentor-round.command';

/**
 * Staff move students between a pod's groups and change groups' mentors before applying. A change that
 * breaks a hard constraint is refused with the broken rules, and nothing changes.
 */
@ApiTags('admin')
@Controller('admin/mentor-rounds')
@Access('admin')
export class AdjustMentorRoundController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(PLATFORM) private readonly platform: Platform,
  ) {}

  @Post(':course/adjust')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The adjusted mentor round' })
  @Contract({ body: adjustMentorRoundSchema, response: mentorRoundViewSchema })
  async adjust(@CurrentUser() user: AuthenticatedUser, @Param('course') course: string, @Body() body: unknown) {
    const { proposal_id, moves, mentors } = parseInput(adjustMentorRoundSchema, body);
    await this.commands.execute(new AdjustMentorRoundCommand(user.userId, course, proposal_id, { moves, mentors }));
    return latestMentorRound(this.platform.db, course);
  }
}
