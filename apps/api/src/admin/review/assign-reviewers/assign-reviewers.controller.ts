import { Body, Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  assignReviewersSchema,
  assignedReviewersSchema,
  autoAssignSchema,
  autoAssignedSchema,
  reviewerLoadsSchema,
} from '@portal/contracts';
import { reviewerLoads, reviewersOf } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { Contract } from '../../../http/openapi/route-contract';
import { parseInput } from '../../../http/validation';
import { Access } from '../../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../../identity/access/authenticated-user';
import { PLATFORM } from '../../../platform/platform.module';
import { AssignReviewersCommand } from './assign-reviewers.command';
import { AutoAssignReviewersCommand } from './auto-assign-reviewers.command';

/** Who reviews what (admins): by hand, or balanced across the reviewers automatically. */
@ApiTags('admin')
@Controller('admin')
@Access('admin')
export class AssignReviewersController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(PLATFORM) private readonly platform: Platform,
  ) {}

  @Get('reviewers')
  @ApiOkResponse({ description: 'Reviewer accounts with how many applications each has: [{id, name, assigned}]' })
  @Contract({ response: reviewerLoadsSchema })
  async reviewers() {
    const loads = await reviewerLoads(this.platform.db);
    return loads.map(({ reviewerId, name, assigned }) => ({ id: reviewerId, name, assigned }));
  }

  @Post('applications/:id/reviewers')
  @HttpCode(200)
  @ApiOkResponse({ description: '{reviewers: [ids]}: everyone now assigned to the application' })
  @Contract({ body: assignReviewersSchema, response: assignedReviewersSchema })
  async assign(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() body: unknown) {
    const { reviewers } = parseInput(assignReviewersSchema, body);
    await this.commands.execute(new AssignReviewersCommand(user.userId, id, reviewers));
    return { reviewers: await reviewersOf(this.platform.db, id) };
  }

  @Post('review-assignments')
  @HttpCode(200)
  @ApiOkResponse({ description: '{assigned}: how many assignments were added' })
  @Contract({ body: autoAssignSchema, response: autoAssignedSchema })
  async autoAssign(@CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    const { course, role, per_application } = parseInput(autoAssignSchema, body);
    const command = new AutoAssignReviewersCommand(user.userId, course, role ?? null, per_application);
    return { assigned: await this.commands.execute(command) };
  }
}
