import { Body, Controller, Get, Inject, NotFoundException, Param, Put, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { colaRowSchema, colaSchema } from '@portal/contracts';
import { type ColaRow, isCountryCode, listCola } from '@portal/projections';
import type { Platform } from '@portal/platform';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { CONTENT_RANGE, Contract } from '../../../http/openapi/route-contract';
import { parseInput } from '../../../http/validation';
import { Access } from '../../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../../identity/access/authenticated-user';
import { PLATFORM } from '../../../platform/platform.module';
import { SetColaCommand } from './set-cola.command';

/** `range=[0,24]` of ra-data-simple-rest; the whole list when absent or malformed. */
function rangeOf(range: string | undefined, total: number): [number, number] {
  try {
    const [from, to] = JSON.parse(range ?? '') as [number, number];
    if (Number.isInteger(from) && Number.isInteger(to) && from >= 0 && to >= from)
      return [from, Math.min(to, total - 1)];
  } catch {
    /* the whole list */
  }
  return [0, total - 1];
}

/** The list's one query parameter, read leniently by `rangeOf`. */
const colaListQuery = z.object({
  range: z
    .string()
    .optional()
    .meta({ description: 'JSON `[first, last]` row, from 0; the whole table when absent or malformed' }),
});

/** The cost-of-living table, per ISO 3166 code (admins only; each change is a `ColaSet` event). */
@ApiTags('admin')
@Controller('admin/cola')
@Access('admin')
export class AdminColaController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(PLATFORM) private readonly platform: Platform,
  ) {}

  @Get()
  @ApiOkResponse({ description: 'Every country with its cola, in the ra-data-simple-rest list convention' })
  @Contract({ query: colaListQuery, response: z.array(colaRowSchema), headers: CONTENT_RANGE })
  async list(@Query('range') range: string | undefined, @Res({ passthrough: true }) response: FastifyReply) {
    const rows = await listCola(this.platform.db);
    const [from, to] = rangeOf(range, rows.length);
    response.header('Content-Range', `cola ${from}-${to}/${rows.length}`);
    response.header('Access-Control-Expose-Headers', 'Content-Range');
    return rows.slice(from, to + 1);
  }

  @Get(':code')
  @ApiOkResponse({ description: 'The country with its cola' })
  @Contract({ response: colaRowSchema })
  async one(@Param('code') code: string): Promise<ColaRow> {
    const row = (await listCola(this.platform.db)).find((entry) => entry.id === code);
    if (!row) throw new NotFoundException();
    return row;
  }

  @Put(':code')
  @ApiOkResponse({ description: 'The country with its new cola' })
  @Contract({ body: colaSchema, response: colaRowSchema })
  async set(@CurrentUser() user: AuthenticatedUser, @Param('code') code: string, @Body() body: unknown) {
    if (!isCountryCode(code)) throw new NotFoundException();
    const { cola } = parseInput(colaSchema, body);
    await this.commands.execute(new SetColaCommand(user.userId, code, cola));
    return this.one(code);
  }
}
