import { Body, Controller, Get, Inject, NotFoundException, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  reviewAnonymitySchema,
  reviewCriteriaSchema,
  reviewCriteriaViewSchema,
  reviewRoleSchema,
  reviewSettingsViewSchema,
} from '@portal/contracts';
import { anonymisedCourses, findCourse, reviewCriteriaFor } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { z } from 'zod';
import { Contract } from '../../../http/openapi/route-contract';
import { parseInput } from '../../../http/validation';
import { Access } from '../../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../../identity/access/authenticated-user';
import { PLATFORM } from '../../../platform/platform.module';
import { SetReviewAnonymityCommand } from './set-review-anonymity.command';
import { SetReviewCriteriaCommand } from './set-review-criteria.command';

/** The path of a course's criteria for one role; an unknown role is not found. */
const criteriaParams = z.object({ course: z.string(), role: reviewRoleSchema });

/**
 * The admins' review settings: anonymised review (programme-wide or per course) and the criteria
 * and weights per course and role. Reviewers may read them; only admins change them.
 */
@ApiTags('admin')
@Controller('admin')
export class ReviewSettingsController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(PLATFORM) private readonly platform: Platform,
  ) {}

  @Get('review-settings')
  @Access('reviewer')
  @ApiOkResponse({ description: '{anonymised, anonymised_courses, identified_courses}' })
  @Contract({ response: reviewSettingsViewSchema })
  async settings() {
    const { global, on, off } = await anonymisedCourses(this.platform.db);
    return { anonymised: global, anonymised_courses: on, identified_courses: off };
  }

  @Put('review-settings')
  @Access('admin')
  @ApiOkResponse({ description: 'The settings as they now stand' })
  @Contract({ body: reviewAnonymitySchema, response: reviewSettingsViewSchema })
  async setAnonymity(@CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    const { course, anonymised } = parseInput(reviewAnonymitySchema, body);
    await this.commands.execute(new SetReviewAnonymityCommand(user.userId, course, anonymised));
    return this.settings();
  }

  @Get('review-criteria/:course/:role')
  @Access('reviewer')
  @ApiOkResponse({ description: '{criteria: [{key, label, weight}]}: the admins’ own, else the defaults' })
  @Contract({ params: criteriaParams, response: reviewCriteriaViewSchema })
  async criteria(@Param('course') course: string, @Param('role') role: string) {
    const parsedRole = reviewRoleSchema.safeParse(role);
    if (!parsedRole.success || !(await findCourse(this.platform.db, course))) throw new NotFoundException();
    return { criteria: await reviewCriteriaFor(this.platform.db, course, parsedRole.data) };
  }

  @Put('review-criteria/:course/:role')
  @Access('admin')
  @ApiOkResponse({ description: 'The criteria as they now stand' })
  @Contract({ params: criteriaParams, body: reviewCriteriaSchema, response: reviewCriteriaViewSchema })
  async setCriteria(
    @CurrentUser() user: AuthenticatedUser,
    @Param('course') course: string,
    @Param('role') role: string,
    @Body() body: unknown,
  ) {
    const parsedRole = reviewRoleSchema.safeParse(role);
    if (!parsedRole.success || !(await findCourse(this.platform.db, course))) throw new NotFoundException();
    const { criteria } = parseInput(reviewCriteriaSchema, body);
    await this.commands.execute(new SetReviewCriteriaCommand(user.userId, course, parsedRole.data, criteria));
    return this.criteria(course, role);
  }
}
