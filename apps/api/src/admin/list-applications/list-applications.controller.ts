import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Platform } from '@portal/worker';
import type { Response } from 'express';
import { Access } from '../../identity/access/access.decorator';
import { PLATFORM } from '../../platform/platform.module';
import { parseListQuery, setContentRange } from '../shared/ra-list-query';
import {
  APPLICATION_SORT_FIELDS,
  type ApplicationListRow,
  applicationFilterSchema,
  listApplicationsForStaff,
} from './application-list-query';

/** The staff list of applications in the ra-data-simple-rest convention (reviewers and admins). */
@ApiTags('admin')
@Controller('admin/applications')
@Access('reviewer')
export class ListApplicationsController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Get()
  @ApiOkResponse({ description: 'One page of applications; the total is in `Content-Range`' })
  async list(@Query() query: unknown, @Res({ passthrough: true }) response: Response): Promise<ApplicationListRow[]> {
    const listQuery = parseListQuery(query, {
      filter: applicationFilterSchema,
      sortFields: APPLICATION_SORT_FIELDS,
      defaultSort: ['application_date', 'DESC'],
    });
    const { rows, total } = await listApplicationsForStaff(this.platform.db, listQuery);
    setContentRange(response, 'applications', listQuery.start, rows.length, total);
    return rows;
  }
}
