import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type StaffPaymentRow, staffPaymentRowSchema } from '@portal/contracts';
import { PAYMENT_SORT_FIELDS, listPaymentsForStaff } from '@portal/projections';
import type { Platform } from '@portal/platform';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { CONTENT_RANGE, Contract } from '../../../http/openapi/route-contract';
import { Access } from '../../../identity/access/access.decorator';
import { PLATFORM } from '../../../platform/platform.module';
import { listQuerySchema, parseListQuery, setContentRange } from '../../shared/ra-list-query';
import { paymentFilterSchema } from './payment-list-filter';

const PAYMENT_LIST = {
  filter: paymentFilterSchema,
  sortFields: PAYMENT_SORT_FIELDS,
  defaultSort: ['paid_at', 'DESC'] as ['paid_at', 'DESC'],
};

/** Payments and their receipts for admins: money is theirs to follow, not the reviewers'. */
@ApiTags('admin')
@Controller('admin/payments')
@Access('admin')
export class AdminPaymentsController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Get()
  @ApiOkResponse({ description: 'One page of payments received; the total is in `Content-Range`' })
  @Contract({ query: listQuerySchema(PAYMENT_LIST), response: z.array(staffPaymentRowSchema), headers: CONTENT_RANGE })
  async list(@Query() query: unknown, @Res({ passthrough: true }) response: FastifyReply): Promise<StaffPaymentRow[]> {
    const listQuery = parseListQuery(query, PAYMENT_LIST);
    const { rows, total } = await listPaymentsForStaff(this.platform.db, listQuery);
    setContentRange(response, 'payments', listQuery.start, rows.length, total);
    return rows;
  }
}
