import { Controller, Get, Inject, NotFoundException, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { PodView } from '@portal/contracts';
import type { Platform } from '@portal/platform';
import type { Response } from 'express';
import { Access } from '../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../identity/access/authenticated-user';
import { PLATFORM } from '../../platform/platform.module';
import { podViews } from '../../pods/read-pods/pod-views';
import { parseListQuery, setContentRange } from '../shared/ra-list-query';
import { MEGAPOD_SORT_FIELDS, megapodFilterSchema, listMegapodsForStaff } from './megapod-list-query';
import { POD_SORT_FIELDS, type PodListRow, listPodsForStaff, podFilterSchema } from './pod-list-query';

/** Formed pods and megapods for admins (matching is theirs; reviewers only decide on applications). */
@ApiTags('admin')
@Controller('admin')
@Access('admin')
export class AdminPodsController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Get('pods')
  @ApiOkResponse({ description: 'One page of pods; the total is in `Content-Range`' })
  async list(@Query() query: unknown, @Res({ passthrough: true }) response: Response): Promise<PodListRow[]> {
    const listQuery = parseListQuery(query, {
      filter: podFilterSchema,
      sortFields: POD_SORT_FIELDS,
      defaultSort: ['name', 'ASC'],
    });
    const { rows, total } = await listPodsForStaff(this.platform.db, listQuery);
    setContentRange(response, 'pods', listQuery.start, rows.length, total);
    return rows;
  }

  @Get('pods/:id')
  @ApiOkResponse({ description: 'The Pod of spec 2 §3 as its TAs see it (emails, attendance, meeting login)' })
  async show(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<PodView> {
    const [view] = await podViews(this.platform.db, [id], { userId: user.userId, staff: true }, new Date());
    if (!view) throw new NotFoundException();
    return view;
  }

  @Get('megapods')
  @ApiOkResponse({ description: 'One page of megapods; the total is in `Content-Range`' })
  async megapods(@Query() query: unknown, @Res({ passthrough: true }) response: Response) {
    const listQuery = parseListQuery(query, {
      filter: megapodFilterSchema,
      sortFields: MEGAPOD_SORT_FIELDS,
      defaultSort: ['name', 'ASC'],
    });
    const { rows, total } = await listMegapodsForStaff(this.platform.db, listQuery);
    setContentRange(response, 'megapods', listQuery.start, rows.length, total);
    return rows;
  }
}
