import { Body, Controller, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { generalInfoPatchSchema, generalInfoSchema, generalInfoViewSchema } from '@portal/contracts';
import { parseInput } from '../../http/validation';
import { Access } from '../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../identity/access/authenticated-user';
import { requireKnownCountries } from '../shared/known-countries';
import { SaveGeneralInfoCommand } from './save-general-info.command';
import { Contract } from '../../http/openapi/route-contract';

const COUNTRY_FIELDS = ['institution_country'];

@ApiTags('profile')
@Controller('users/general-info')
@Access('applicant')
export class SaveGeneralInfoController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(201)
  @ApiCreatedResponse({ description: 'The general info as saved, with its id' })
  @Contract({ body: generalInfoSchema, response: generalInfoViewSchema })
  create(@CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    const input = parseInput(generalInfoSchema, body);
    requireKnownCountries(input, COUNTRY_FIELDS);
    return this.commands.execute(new SaveGeneralInfoCommand(user.userId, { create: input }));
  }

  @Patch(':id')
  @ApiOkResponse({ description: 'The general info as saved; 404 unless the id is the caller’s record' })
  @Contract({ body: generalInfoPatchSchema, response: generalInfoViewSchema })
  update(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() body: unknown) {
    const changes = parseInput(generalInfoPatchSchema, body);
    requireKnownCountries(changes, COUNTRY_FIELDS);
    return this.commands.execute(new SaveGeneralInfoCommand(user.userId, { update: changes }, id));
  }
}
