import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Platform } from '@portal/platform';
import type { Response } from 'express';
import { parseListQuery, setContentRange } from '../../admin/shared/ra-list-query';
import { Access } from '../../identity/access/access.decorator';
import { PLATFORM } from '../../platform/platform.module';
import { type AuditEvent, toAuditEvents } from '../shared/audit-event';
import { EVENT_SORT_FIELDS, eventFilterSchema, listEvents } from './event-list-query';

/** The events browser: the whole log, filtered by stream, type, actor and time (admins: auditors). */
@ApiTags('admin')
@Controller('admin/events')
@Access('admin')
export class ListEventsController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Get()
  @ApiOkResponse({ description: 'One page of events, newest first by default; the total is in `Content-Range`' })
  async list(@Query() query: unknown, @Res({ passthrough: true }) response: Response): Promise<AuditEvent[]> {
    const listQuery = parseListQuery(query, {
      filter: eventFilterSchema,
      sortFields: EVENT_SORT_FIELDS,
      defaultSort: ['global_position', 'DESC'],
    });
    const { db, store } = this.platform;
    const { rows, total } = await listEvents(db, listQuery);
    setContentRange(response, 'events', listQuery.start, rows.length, total);
    return toAuditEvents(db, store.vault, rows);
  }
}
