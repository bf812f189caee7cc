import { Body, Controller, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { logisticPatchSchema, logisticSchema, logisticViewSchema } from '@portal/contracts';
import { parseInput } from '../../http/validation';
import { Access } from '../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../identity/access/authenticated-user';
import { SaveLogisticCommand } from './save-logistic.command';
import { Contract } from '../../http/openapi/route-contract';

@ApiTags('profile')
@Controller('users/logistic')
@Access('applicant')
export class SaveLogisticController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(201)
  @ApiCreatedResponse({ description: 'The logistic record as saved, with its id' })
  @Contract({ body: logisticSchema, response: logisticViewSchema })
  create(@CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    const input = parseInput(logisticSchema, body);
    return this.commands.execute(new SaveLogisticCommand(user.userId, { create: input }));
  }

  @Patch(':id')
  @ApiOkResponse({ description: 'The logistic record as saved; 404 unless the id is the caller’s record' })
  @Contract({ body: logisticPatchSchema, response: logisticViewSchema })
  update(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() body: unknown) {
    const changes = parseInput(logisticPatchSchema, body);
    return this.commands.execute(new SaveLogisticCommand(user.userId, { update: changes }, id));
  }
}
