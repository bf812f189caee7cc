import { Controller, Get, Inject, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { paginationQuerySchema, pageSchema, courseViewSchema, courseEligibilitySchema } from '@portal/contracts';
import type { Platform } from '@portal/platform';
import type { FastifyRequest } from 'fastify';
import { pageLinks } from '../../http/page-links';
import { parseInput } from '../../http/validation';
import { PLATFORM } from '../../platform/platform.module';
import { ActiveCoursesCache } from '../active-courses/active-courses.cache';
import { coursesWithEligibility } from './courses-with-eligibility';
import { Public } from '../../identity/access/access.decorator';
import { type AuthenticatedUser, OptionalUser } from '../../identity/access/authenticated-user';
import { Contract } from '../../http/openapi/route-contract';

@ApiTags('catalog')
@Controller('courses')
@Public()
export class ListCoursesController {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly catalogue: ActiveCoursesCache,
  ) {}

  @Get()
  @ApiOkResponse({
    description:
      'Active courses, newest first: {count, next, previous, results}; each with the caller’s eligibility per role (null when anonymous)',
  })
  @Contract({
    query: paginationQuerySchema,
    response: pageSchema(courseViewSchema.extend(courseEligibilitySchema.shape)),
  })
  async list(@Query() query: unknown, @Req() request: FastifyRequest, @OptionalUser() user: AuthenticatedUser | null) {
    const { page, page_size } = parseInput(paginationQuerySchema, query);
    // The catalogue is held briefly by the cache; the caller's eligibility is read for each request.
    const active = await this.catalogue.all();
    const count = active.length;
    const courses = active.slice((page - 1) * page_size, page * page_size);
    const results = await coursesWithEligibility(this.platform.db, courses, user?.userId ?? null);
    return { count, ...pageLinks(request, page, page_size, count), results };
  }
}
