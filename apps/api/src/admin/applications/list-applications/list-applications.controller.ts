import { Controller, Get, Header, Inject, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { staffApplicationRowSchema } from '@portal/contracts';
import { type ApplicationListRow, listApplicationsForStaff } from '@portal/projections';
import type { Platform } from '@portal/platform';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { CONTENT_RANGE, Contract } from '../../../http/openapi/route-contract';
import { Access, TokenScope } from '../../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../../identity/access/authenticated-user';
import { PLATFORM } from '../../../platform/platform.module';
import { withoutIdentity } from '../../shared/applicant-anonymity';
import { setContentRange } from '../../shared/ra-list-query';
import { applicationsCsv } from './applications-csv';
import { applicationExportQuerySchema, applicationListQuerySchema, callerListQuery } from './caller-list-query';

/**
 * The staff list of applications in the ra-data-simple-rest convention, and its CSV export
 * (reviewers and admins). The export is declared here, before the show route's `:id`.
 */
@ApiTags('admin')
@Controller('admin/applications')
@Access('reviewer')
@TokenScope('applications:read')
export class StaffApplicationsController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Get()
  @ApiOkResponse({ description: 'One page of applications; the total is in `Content-Range`' })
  @Contract({ query: applicationListQuerySchema, response: z.array(staffApplicationRowSchema), headers: CONTENT_RANGE })
  async list(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: unknown,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<ApplicationListRow[]> {
    const { listQuery, anonymity } = await callerListQuery(this.platform.db, user, query);
    const { rows, total } = await listApplicationsForStaff(this.platform.db, listQuery, {
      searchIdentity: !anonymity,
      viewerId: user.userId,
    });
    setContentRange(response, 'applications', listQuery.start, rows.length, total);
    return rows.map((row) => (anonymity?.hides(row.course) ? withoutIdentity(row) : row));
  }

  @Get('export')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="applications.csv"')
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'Every application the `filter` matches, in the `sort` order, one CSV row each' })
  @Contract({
    query: applicationExportQuerySchema,
    response: { binary: ['text/csv'] },
    headers: { 'Content-Disposition': 'An attachment named `applications.csv`' },
  })
  async export(@CurrentUser() user: AuthenticatedUser, @Query() query: Record<string, unknown>): Promise<string> {
    const { listQuery, anonymity } = await callerListQuery(this.platform.db, user, {
      filter: query.filter,
      sort: query.sort,
    });
    return applicationsCsv(this.platform.db, listQuery, anonymity, user.userId);
  }
}
