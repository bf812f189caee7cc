import { Body, Controller, Get, HttpCode, Inject, NotFoundException, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  assignReviewersSchema,
  assignedReviewersSchema,
  autoAssignSchema,
  autoAssignedSchema,
  reviewerLoadsSchema,
} from '@portal/contracts';
import { REVIEW_STREAM_TYPE, balanceReviewers, reviewDecider, reviewStreamId } from '@portal/domain';
import {
  applicationsToReview,
  findApplication,
  findCourse,
  reviewerLoads,
  reviewersOf,
  staffAmong,
} from '@portal/projections';
import type { Platform } from '@portal/platform';
import { Contract } from '../../http/openapi/route-contract';
import { ValidationFailed, parseInput } from '../../http/validation';
import { Access } from '../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../identity/access/authenticated-user';
import { requestMetadata } from '../../identity/shared/metadata';
import { PLATFORM } from '../../platform/platform.module';

/** Who reviews what (admins): by hand, or balanced across the reviewers automatically. */
@ApiTags('admin')
@Controller('admin')
@Access('admin')
export class AssignReviewersController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

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
    if (!(await findApplication(this.platform.db, id))) throw new NotFoundException();
    const staff = await staffAmong(this.platform.db, reviewers);
    const unknown = reviewers.filter((reviewer) => !staff.includes(reviewer));
    if (unknown.length > 0)
      throw new ValidationFailed({
        reviewers: [{ message: 'Only staff accounts review applications.', code: 'invalid' }],
      });
    await this.record(user, new Map([[id, reviewers]]));
    return { reviewers: await reviewersOf(this.platform.db, id) };
  }

  @Post('review-assignments')
  @HttpCode(200)
  @ApiOkResponse({ description: '{assigned}: how many assignments were added' })
  @Contract({ body: autoAssignSchema, response: autoAssignedSchema })
  async autoAssign(@CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    const { course, role, per_application } = parseInput(autoAssignSchema, body);
    if (!(await findCourse(this.platform.db, course))) throw new NotFoundException();
    const plan = balanceReviewers(
      await applicationsToReview(this.platform.db, course, role ?? null),
      await reviewerLoads(this.platform.db),
      per_application,
    );
    await this.record(user, plan);
    return { assigned: [...plan.values()].reduce((sum, reviewers) => sum + reviewers.length, 0) };
  }

  /** One transaction per application, each with the admin as the actor. */
  private async record(user: AuthenticatedUser, plan: Map<string, string[]>) {
    for (const [applicationId, reviewerIds] of plan)
      await this.platform.commands.execute(requestMetadata(user.userId), async (session) => {
        const stream = await session.load(reviewStreamId(applicationId), reviewDecider);
        session.decide(stream, REVIEW_STREAM_TYPE, {
          type: 'AssignReviewers',
          applicationId,
          reviewerIds,
          now: new Date(),
        });
      });
  }
}
