import { Body, Controller, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { demographicPatchSchema, demographicSchema, demographicViewSchema } from '@portal/contracts';
import { parseInput } from '../../http/validation';
import { Access } from '../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../identity/access/authenticated-user';
import { requireKnownCountries } from '../shared/known-countries';
import { SaveDemographicCommand } from './save-demographic.command';
import { Contract } from '../../http/openapi/route-contract';

const COUNTRY_FIELDS = ['country_of_origin'];

@ApiTags('profile')
@Controller('users/demographic')
@Access('applicant')
export class SaveDemographicController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(201)
  @ApiCreatedResponse({ description: 'The demographic answers as saved, with its id' })
  @Contract({ body: demographicSchema, response: demographicViewSchema })
  create(@CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    const input = parseInput(demographicSchema, body);
    requireKnownCountries(input, COUNTRY_FIELDS);
    return this.commands.execute(new SaveDemographicCommand(user.userId, { create: input }));
  }

  @Patch(':id')
  @ApiOkResponse({ description: 'The demographic answers as saved; 404 unless the id is the caller’s record' })
  @Contract({ body: demographicPatchSchema, response: demographicViewSchema })
  update(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() body: unknown) {
    const changes = parseInput(demographicPatchSchema, body);
    requireKnownCountries(changes, COUNTRY_FIELDS);
    return this.commands.execute(new SaveDemographicCommand(user.userId, { update: changes }, id));
  }
}
