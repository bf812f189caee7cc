import { Body, Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { proposeRematchSchema, rematchViewSchema } from '@portal/contracts';
import type { Platform } from '@portal/platform';
import { parseInput } from '../../../http/validation';
import { Access } from '../../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../../identity/access/authenticated-user';
import { PLATFORM } from '../../../platform/platform.module';
import { Contract } from '../../../http/openapi/route-contract';
import { ProposeRematchCommand } from './propose-rematch.command';
import { latestRematch, latestRematchOrNone } from './rematch-view';

/**
 * Staff ask for a rematch after drop-outs, replaced TAs and late enrolments (docs/architecture.md §8): the
 * smallest change to the formed pods, each move with its reason, the count and a lower bound on it.
 */
@ApiTags('admin')
@Controller('admin/matching')
@Access('admin')
export class ProposeRematchController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(PLATFORM) private readonly platform: Platform,
  ) {}

  @Post(':course/rematch')
  @HttpCode(201)
  @ApiOkResponse({ description: 'The rematch: moves, move_count, moves_bound, left, unmatched' })
  @Contract({ body: proposeRematchSchema, response: rematchViewSchema })
  async propose(@CurrentUser() user: AuthenticatedUser, @Param('course') course: string, @Body() body: unknown) {
    const { replace_tas } = parseInput(proposeRematchSchema, body);
    await this.commands.execute(new ProposeRematchCommand(user.userId, course, replace_tas));
    return latestRematch(this.platform.db, course);
  }

  @Get(':course/rematch')
  @ApiOkResponse({ description: 'The course’s latest rematch, and whether it is applied; null before the first' })
  @Contract({ response: rematchViewSchema.nullable() })
  async latest(@Param('course') course: string) {
    return latestRematchOrNone(this.platform.db, course);
  }
}
