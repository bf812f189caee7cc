import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { auditEventSchema } from '@portal/contracts';
import type { Platform } from '@portal/platform';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { listQuerySchema, parseListQuery, setContentRange } from '../../shared/ra-list-query';
import { CONTENT_RANGE, Contract } from '../../../http/openapi/route-contract';
import { Access } from '../../../identity/access/access.decorator';
import { PLATFORM } from '../../../platform/platform.module';
import { type AuditEvent, toAuditEvents } from '../../../audit/shared/audit-event';
import { EVENT_SORT_FIELDS, eventFilterSchema, listEvents } from './event-list-query';

const EVENT_LIST = {
  filter: eventFilterSchema,
  sortFields: EVENT_SORT_FIELDS,
  defaultSort: ['global_position', 'DESC'] as ['global_position', 'DESC'],
};

/** The events browser: the whole log, filtered by stream, type, actor and time (admins: auditors). */
@ApiTags('admin')
@Controller('admin/events')
@Access('admin')
export class ListEventsController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Get()
  @ApiOkResponse({ description: 'One page of events, newest first by default; the total is in `Content-Range`' })
  @Contract({ query: listQuerySchema(EVENT_LIST), response: z.array(auditEventSchema), headers: CONTENT_RANGE })
  async list(@Query() query: unknown, @Res({ passthrough: true }) response: FastifyReply): Promise<AuditEvent[]> {
    const listQuery = parseListQuery(query, EVENT_LIST);
    const { db, store } = this.platform;
    const { rows, total } = await listEvents(db, listQuery);
    setContentRange(response, 'events', listQuery.start, rows.length, total);
    return toAuditEvents(db, store.vault, rows);
  }
}
