import { Controller, Get, Inject, NotFoundException, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { outboxEmailSchema } from '@portal/contracts';
import type { Platform } from '@portal/platform';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { CONTENT_RANGE, Contract } from '../../../http/openapi/route-contract';
import { Access } from '../../../identity/access/access.decorator';
import { PLATFORM } from '../../../platform/platform.module';
import { listQuerySchema, parseListQuery, setContentRange } from '../../shared/ra-list-query';
import { type OutboxEmail, listOutboxEmails, outboxFilterSchema, toOutboxEmail } from './outbox-emails';

const OUTBOX_LIST = {
  filter: outboxFilterSchema,
  sortFields: ['id'] as ['id'],
  defaultSort: ['id', 'DESC'] as ['id', 'DESC'],
};

/**
 * The emails the portal queued and sent, newest first, from the job outbox (admins only: it lists
 * every applicant's address, which an anonymised reviewer must not see).
 */
@ApiTags('admin')
@Controller('admin/outbox')
@Access('admin')
export class ListOutboxController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Get()
  @ApiOkResponse({ description: 'One page of emails (to, subject, status, times); the total is in `Content-Range`' })
  @Contract({ query: listQuerySchema(OUTBOX_LIST), response: z.array(outboxEmailSchema), headers: CONTENT_RANGE })
  async list(@Query() query: unknown, @Res({ passthrough: true }) response: FastifyReply): Promise<OutboxEmail[]> {
    const { start, end, filter } = parseListQuery(query, OUTBOX_LIST);
    const { rows, total } = await listOutboxEmails(this.platform.db, filter, start, end);
    const emails = [];
    for (const row of rows) emails.push(await toOutboxEmail(this.platform, row));
    setContentRange(response, 'outbox', start, emails.length, total);
    return emails;
  }

  @Get(':id')
  @ApiOkResponse({ description: 'One email of the outbox' })
  @Contract({ response: outboxEmailSchema })
  async show(@Param('id') id: string): Promise<OutboxEmail> {
    if (!/^\d{1,18}$/.test(id)) throw new NotFoundException();
    const { rows } = await listOutboxEmails(this.platform.db, { id }, 0, 0);
    if (rows.length === 0) throw new NotFoundException();
    return toOutboxEmail(this.platform, rows[0]);
  }
}
