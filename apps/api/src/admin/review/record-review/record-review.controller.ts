import { Body, Controller, Get, HttpCode, Inject, NotFoundException, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { applicationReviewsSchema, recordReviewSchema } from '@portal/contracts';
import { findApplication, reviewCriteriaFor, reviewersOf, reviewsOf } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { Contract } from '../../../http/openapi/route-contract';
import { parseInput } from '../../../http/validation';
import { Access } from '../../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../../identity/access/authenticated-user';
import { PLATFORM } from '../../../platform/platform.module';
import { RecordReviewCommand } from './record-review.command';

/** Reviews of an application (reviewers and admins): the criteria to score, every review, one's own. */
@ApiTags('admin')
@Controller('admin/applications')
@Access('reviewer')
export class RecordReviewController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(PLATFORM) private readonly platform: Platform,
  ) {}

  @Get(':id/reviews')
  @ApiOkResponse({
    description: '{criteria, reviews: [{reviewer_id, criteria, weighted_score, notes, recorded_at}], reviewers: [ids]}',
  })
  @Contract({ response: applicationReviewsSchema })
  async reviews(@Param('id') id: string) {
    const application = await findApplication(this.platform.db, id);
    if (!application) throw new NotFoundException();
    return {
      criteria: await reviewCriteriaFor(this.platform.db, application.course_id, application.role),
      reviews: await reviewsOf(this.platform.db, id),
      reviewers: await reviewersOf(this.platform.db, id),
    };
  }

  @Post(':id/review')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The application’s reviews, the caller’s included' })
  @Contract({ body: recordReviewSchema, response: applicationReviewsSchema })
  async record(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() body: unknown) {
    const { scores, notes } = parseInput(recordReviewSchema, body);
    await this.commands.execute(new RecordReviewCommand(user.userId, id, scores, notes));
    return this.reviews(id);
  }
}
