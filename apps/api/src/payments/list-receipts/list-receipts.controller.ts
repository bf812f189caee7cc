import { z } from 'zod';
import { Controller, Get, Inject } from '@nestjs/common';
import { receiptViewSchema } from '@portal/contracts';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { listReceiptsOfUser } from '@portal/projections';
import type { Platform } from '@portal/platform';
import { Access } from '../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../identity/access/authenticated-user';
import { PLATFORM } from '../../platform/platform.module';
import { Contract } from '../../http/openapi/route-contract';

@ApiTags('payments')
@Controller('payments')
@Access('applicant')
export class ListReceiptsController {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  /** The caller's own receipts, newest first: a handful per person, so not paged. */
  @Get('user-receipts')
  @ApiOkResponse({ description: '[{created, amount, receipt_url}], amount in dollars with 2 decimals' })
  @Contract({ response: z.array(receiptViewSchema) })
  list(@CurrentUser() user: AuthenticatedUser) {
    return listReceiptsOfUser(this.platform.db, user.userId);
  }
}
