import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiNoContentResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { Access } from '../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../identity/access/authenticated-user';
import { roleOfKind } from '../shared/application-kinds';
import { WithdrawApplicationCommand } from './withdraw-application.command';
import { Contract } from '../../http/openapi/route-contract';

@ApiTags('applications')
@Controller('courses')
@Access('applicant')
export class WithdrawApplicationController {
  constructor(private readonly commands: CommandBus) {}

  /** Refused with "You can't withdraw now" outside the spec's withdraw rules. */
  @Delete(':kind/:id')
  @HttpCode(204)
  @ApiParam({ name: 'kind', enum: ['student-applications', 'ta-applications', 'mentor-applications'] })
  @ApiNoContentResponse({ description: 'Withdrawn' })
  @Contract({ response: 'empty' })
  async withdraw(@CurrentUser() user: AuthenticatedUser, @Param('kind') kind: string, @Param('id') id: string) {
    await this.commands.execute(new WithdrawApplicationCommand(user.userId, roleOfKind(kind), id));
  }
}
