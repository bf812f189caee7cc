import { z } from 'zod';
import { randomUUID } from 'node:crypto';
import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  NotFoundException,
  Param,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type SeasonView, createSeasonSchema, seasonViewSchema, updateSeasonSchema } from '@portal/contracts';
import { SEASON_SORT_FIELDS, findSeason, listSeasonsForStaff } from '@portal/projections';
import type { Platform } from '@portal/platform';
import type { FastifyReply } from 'fastify';
import { idFilter, listQuerySchema, parseListQuery, setContentRange } from '../../shared/ra-list-query';
import { parseInput } from '../../../http/validation';
import { Access } from '../../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../../identity/access/authenticated-user';
import { PLATFORM } from '../../../platform/platform.module';
import { CreateSeasonCommand } from '../../../catalog/create-season/create-season.command';
import { UpdateSeasonCommand } from '../../../catalog/update-season/update-season.command';
import { Contract, CONTENT_RANGE } from '../../../http/openapi/route-contract';

const SEASON_LIST = {
  filter: z.object({ id: idFilter.optional(), q: z.string().max(200).optional() }).strict(),
  sortFields: SEASON_SORT_FIELDS,
  defaultSort: ['start_date', 'DESC'] as ['start_date', 'DESC'],
};

/**
 * Seasons in the ra-data-simple-rest convention (DESIGN.md §9): staff create them and pick one for
 * each course. Reviewers may read them (the dashboard's picker); only admins change them.
 */
@ApiTags('admin')
@Controller('admin/seasons')
@Access('admin')
export class AdminSeasonsController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(PLATFORM) private readonly platform: Platform,
  ) {}

  @Get()
  @Access('reviewer')
  @ApiOkResponse({ description: 'One page of seasons; the total is in `Content-Range`' })
  @Contract({ query: listQuerySchema(SEASON_LIST), response: z.array(seasonViewSchema), headers: CONTENT_RANGE })
  async list(@Query() query: unknown, @Res({ passthrough: true }) response: FastifyReply): Promise<SeasonView[]> {
    const listQuery = parseListQuery(query, SEASON_LIST);
    const { rows, total } = await listSeasonsForStaff(this.platform.db, listQuery);
    setContentRange(response, 'seasons', listQuery.start, rows.length, total);
    return rows;
  }

  @Get(':id')
  @Access('reviewer')
  @ApiOkResponse({ description: 'The season' })
  @Contract({ response: seasonViewSchema })
  async one(@Param('id') id: string): Promise<SeasonView> {
    return this.found(id);
  }

  @Post()
  @HttpCode(201)
  @ApiCreatedResponse({ description: 'The new season' })
  @Contract({ body: createSeasonSchema, response: seasonViewSchema })
  async create(@CurrentUser() user: AuthenticatedUser, @Body() body: unknown): Promise<SeasonView> {
    const fields = parseInput(createSeasonSchema, body);
    const seasonId = randomUUID();
    await this.commands.execute(new CreateSeasonCommand(seasonId, fields, user.userId));
    return this.found(seasonId);
  }

  @Put(':id')
  @ApiOkResponse({ description: 'The season as it now stands' })
  @Contract({ body: updateSeasonSchema, response: seasonViewSchema })
  async update(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() body: unknown) {
    const changes = parseInput(updateSeasonSchema, body);
    await this.commands.execute(new UpdateSeasonCommand(id, changes, user.userId));
    return this.found(id);
  }

  private async found(id: string): Promise<SeasonView> {
    const season = await findSeason(this.platform.db, id);
    if (!season) throw new NotFoundException();
    return season;
  }
}
