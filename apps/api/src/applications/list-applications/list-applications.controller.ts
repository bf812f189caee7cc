import { Controller, Get, Inject, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { paginationQuerySchema, pageSchema, applicationSummarySchema } from '@portal/contracts';
import { listApplicationSummariesOfUser } from '@portal/projections';
import type { Platform } from '@portal/platform';
import type { FastifyRequest } from 'fastify';
import { pageLinks } from '../../http/page-links';
import { parseInput } from '../../http/validation';
import { Access } from '../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../identity/access/authenticated-user';
import { PLATFORM } from '../../platform/platform.module';
import { toApplicationSummary } from '../shared/application-views';
import { Contract } from '../../http/openapi/route-contract';

@ApiTags('applications')
@Controller('courses')
@Access('applicant')
export class ListApplicationsController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  /** The caller's applications, newest first (an applicant has a handful: paged in memory). */
  @Get('applications')
  @ApiOkResponse({ description: 'Application summaries: {count, next, previous, results}' })
  @Contract({ query: paginationQuerySchema, response: pageSchema(applicationSummarySchema) })
  async list(@CurrentUser() user: AuthenticatedUser, @Query() query: unknown, @Req() request: FastifyRequest) {
    const { page, page_size } = parseInput(paginationQuerySchema, query);
    const now = new Date();
    const all = (await listApplicationSummariesOfUser(this.platform.db, user.userId)).map((row) =>
      toApplicationSummary(row, now),
    );
    const results = all.slice((page - 1) * page_size, page * page_size);
    return { count: all.length, ...pageLinks(request, page, page_size, all.length), results };
  }
}
