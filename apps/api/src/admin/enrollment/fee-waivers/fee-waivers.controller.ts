import { Body, Controller, Get, HttpCode, Inject, NotFoundException, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  type FeeWaiverRow,
  approveFeeWaiverSchema,
  feeWaiverRowSchema,
  refuseFeeWaiverSchema,
} from '@portal/contracts';
import { listFeeWaivers } from '@portal/projections';
import type { Platform } from '@portal/platform';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { CONTENT_RANGE, Contract } from '../../../http/openapi/route-contract';
import { parseInput } from '../../../http/validation';
import { Access } from '../../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../../identity/access/authenticated-user';
import { PLATFORM } from '../../../platform/platform.module';
import { listQuerySchema, parseListQuery, setContentRange } from '../../shared/ra-list-query';
import { DecideFeeWaiverCommand } from './decide-fee-waiver.command';
import { FEE_WAIVER_LIST } from './fee-waiver-list-query';
import { requestOf, toFeeWaiverRow } from './fee-waiver-rows';

/**
 * The waiver queue of courses whose staff decide waivers, and the waivers granted at once elsewhere.
 * Admins only: the reasons are about a person's money, which only admins read (as on the history tab).
 */
@ApiTags('admin')
@Controller('admin/fee-waivers')
@Access('admin')
export class FeeWaiversController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(PLATFORM) private readonly platform: Platform,
  ) {}

  @Get()
  @ApiOkResponse({ description: 'One page of fee waivers, oldest request first; the total is in `Content-Range`' })
  @Contract({ query: listQuerySchema(FEE_WAIVER_LIST), response: z.array(feeWaiverRowSchema), headers: CONTENT_RANGE })
  async list(@Query() query: unknown, @Res({ passthrough: true }) response: FastifyReply): Promise<FeeWaiverRow[]> {
    const listQuery = parseListQuery(query, FEE_WAIVER_LIST);
    const { rows, total } = await listFeeWaivers(this.platform.db, listQuery);
    setContentRange(response, 'fee-waivers', listQuery.start, rows.length, total);
    return Promise.all(rows.map((row) => toFeeWaiverRow(this.platform, row)));
  }

  @Get(':id')
  @ApiOkResponse({ description: 'One application’s fee waiver' })
  @Contract({ response: feeWaiverRowSchema })
  async one(@Param('id') id: string): Promise<FeeWaiverRow> {
    return this.reread(id);
  }

  @Post(':id/approve')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The waiver, granted: the fee is waived and the student emailed' })
  @Contract({ body: approveFeeWaiverSchema, response: feeWaiverRowSchema })
  async approve(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() body: unknown) {
    parseInput(approveFeeWaiverSchema, body ?? {});
    const { kind, applicationId } = requestOf(id);
    await this.commands.execute(new DecideFeeWaiverCommand(user.userId, applicationId, kind, true, ''));
    return this.reread(id);
  }

  @Post(':id/refuse')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The waiver, refused: the student is emailed the reason and may pay' })
  @Contract({ body: refuseFeeWaiverSchema, response: feeWaiverRowSchema })
  async refuse(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() body: unknown) {
    const { reason } = parseInput(refuseFeeWaiverSchema, body);
    const { kind, applicationId } = requestOf(id);
    await this.commands.execute(new DecideFeeWaiverCommand(user.userId, applicationId, kind, false, reason));
    return this.reread(id);
  }

  private async reread(id: string): Promise<FeeWaiverRow> {
    const query = { start: 0, end: 0, sortField: 'id' as const, order: 'ASC' as const, filter: { id } };
    const row = (await listFeeWaivers(this.platform.db, query)).rows.at(0);
    if (!row) throw new NotFoundException();
    return toFeeWaiverRow(this.platform, row);
  }
}
