import { Controller, Get, Query, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { paginationQuerySchema, pageSchema, courseViewSchema, courseEligibilitySchema } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { pageLinks } from '../../http/page-links';
import { parseInput } from '../../http/validation';
import { ListCoursesQuery } from './list-courses.query';
import { Public } from '../../identity/access/access.decorator';
import { type AuthenticatedUser, OptionalUser } from '../../identity/access/authenticated-user';
import { Contract } from '../../http/openapi/route-contract';

@ApiTags('catalog')
@Controller('courses')
@Public()
export class ListCoursesController {
  constructor(private readonly queries: QueryBus) {}

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
    const { count, results } = await this.queries.execute(new ListCoursesQuery(page, page_size, user?.userId ?? null));
    return { count, ...pageLinks(request, page, page_size, count), results };
  }
}
