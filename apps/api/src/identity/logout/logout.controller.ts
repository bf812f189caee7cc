import { Controller, Get } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { MESSAGES, detailSchema } from '@portal/contracts';
import { Access } from '../access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../access/authenticated-user';
import { LogoutCommand } from './logout.command';
import { Contract } from '../../http/openapi/route-contract';

/** Revokes the token of this request (other devices stay signed in). */
@ApiTags('identity')
@Controller('users')
@Access('applicant')
export class LogoutController {
  constructor(private readonly commands: CommandBus) {}

  @Get('logout')
  @ApiOkResponse({ description: 'The token no longer works' })
  @Contract({ response: detailSchema })
  async logout(@CurrentUser() user: AuthenticatedUser) {
    await this.commands.execute(new LogoutCommand(user.userId, user.sessionId));
    return { detail: MESSAGES.loggedOut };
  }
}
