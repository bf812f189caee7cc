import { Controller, Get, HttpCode, Inject, NotFoundException, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  type PersonSummary,
  type PersonalDataExport,
  personSummarySchema,
  personalDataExportSchema,
} from '@portal/contracts';
import { findUserByEmailIndex, personSummary } from '@portal/projections';
import type { Platform } from '@portal/platform';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { setContentRange } from '../shared/ra-list-query';
import { CONTENT_RANGE, Contract } from '../../http/openapi/route-contract';
import { parseInput } from '../../http/validation';
import { Access, TokenScope } from '../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../identity/access/authenticated-user';
import { PLATFORM } from '../../platform/platform.module';
import { EraseAccountCommand } from './erase-account/erase-account.command';
import { exportPersonalData } from './export-account/personal-data-export';
import { RecordExportCommand } from './export-account/record-export.command';

const lookup = z.object({ email: z.email({ message: 'Enter a valid email address.' }).max(254) });

/** One person's data: find them, export everything held about them, or erase it (admins only). */
@ApiTags('admin')
@Controller('admin/personal-data')
@Access('admin')
export class PersonalDataController {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  @TokenScope('personal-data:read')
  @ApiOkResponse({ description: 'The account with this email (`?email=`), as a list of zero or one' })
  @Contract({ query: lookup, response: z.array(personSummarySchema), headers: CONTENT_RANGE })
  async find(@Query() query: unknown, @Res({ passthrough: true }) response: FastifyReply): Promise<PersonSummary[]> {
    const { email } = parseInput(lookup, query);
    const { db, store } = this.platform;
    const user = await findUserByEmailIndex(db, store.vault.blindIndex(email));
    const found = user ? await personSummary(db, user.id) : null;
    setContentRange(response, 'personal-data', 0, found ? 1 : 0, found ? 1 : 0);
    return found ? [found] : [];
  }

  @Get(':id')
  @TokenScope('personal-data:read')
  @ApiOkResponse({ description: 'The account, and when its data was erased (null if kept)' })
  @Contract({ response: personSummarySchema })
  async show(@Param('id') id: string): Promise<PersonSummary> {
    const found = await personSummary(this.platform.db, id);
    if (!found) throw new NotFoundException();
    return found;
  }

  @Get(':id/export')
  @TokenScope('personal-data:read')
  @ApiOkResponse({
    description: 'Everything the log and the read models hold about the person, decrypted; the export is recorded',
  })
  @Contract({ response: personalDataExportSchema })
  async export(
    @Param('id') id: string,
    @CurrentUser() user: AuthenticatedUser,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<PersonalDataExport> {
    const { db, store } = this.platform;
    await this.commands.execute(new RecordExportCommand(user.userId, id));
    response.header('Content-Disposition', `attachment; filename="personal-data-${id}.json"`);
    return exportPersonalData(db, store.vault, id);
  }

  @Post(':id/erase')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Erased: the account as it now reads; 400 `already_erased` or `own_account`' })
  @Contract({ body: z.object({}), response: personSummarySchema })
  async eraseAccount(@Param('id') id: string, @CurrentUser() user: AuthenticatedUser): Promise<PersonSummary> {
    await this.commands.execute(new EraseAccountCommand(user.userId, id));
    const summary = await personSummary(this.platform.db, id);
    if (!summary) throw new NotFoundException();
    return summary;
  }
}
