import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Platform } from '@portal/platform';
import type { Response } from 'express';
import { Access } from '../../identity/access/access.decorator';
import { PLATFORM } from '../../platform/platform.module';
import { parseListQuery, setContentRange } from '../shared/ra-list-query';
import {
  PAYMENT_SORT_FIELDS,
  type PaymentListRow,
  listPaymentsForStaff,
  paymentFilterSchema,
} from './payment-list-query';

/** Payments and their receipts for admins: money is theirs to follow, not the reviewers'. */
@ApiTags('admin')
@Controller('admin/payments')
@Access('admin')
export class AdminPaymentsController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  @Get()
  @ApiOkResponse({ description: 'One page of payments received; the total is in `Content-Range`' })
  async list(@Query() query: unknown, @Res({ passthrough: true }) response: Response): Promise<PaymentListRow[]> {
    const listQuery = parseListQuery(query, {
      filter: paymentFilterSchema,
      sortFields: PAYMENT_SORT_FIELDS,
      defaultSort: ['paid_at', 'DESC'],
    });
    const { rows, total } = await listPaymentsForStaff(this.platform.db, listQuery);
    setContentRange(response, 'payments', listQuery.start, rows.length, total);
    return rows;
  }
}
