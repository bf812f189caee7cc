import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { applyMentorRoundSchema, mentorRoundViewSchema } from '@portal/contracts';
import type { Platform } from '@portal/platform';
import { parseInput } from '../../../http/validation';
import { Access } from '../../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../../identity/access/authenticated-user';
import { PLATFORM } from '../../../platform/platform.module';
import { Contract } from '../../../http/openapi/route-contract';
import { latestMentorRound } from '../propose-mentor-round/mentor-round-view';
import { ApplyMentorRoundCommand } from './apply-mentor-round.command';

/** Forms the project groups of the latest mentor round and assigns their mentors (once per course). */
@ApiTags('admin')
@Controller('admin/mentor-rounds')
@Access('admin')
export class ApplyMentorRoundController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(PLATFORM) private readonly platform: Platform,
  ) {}

  @Post(':course/apply')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The mentor round, now applied' })
  @Contract({ body: applyMentorRoundSchema, response: mentorRoundViewSchema })
  async apply(@CurrentUser() user: AuthenticatedUser, @Param('course') course: string, @Body() body: unknown) {
    const { proposal_id } = parseInput(applyMentorRoundSchema, body);
    await this.commands.execute(new ApplyMentorRoundCommand(user.userId, course, proposal_id));
    return latestMentorRound(this.platform.db, course);
  }
}
