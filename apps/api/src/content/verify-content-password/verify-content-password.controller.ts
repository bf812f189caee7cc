import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { MESSAGES, contentPasswordSchema, contentUnlockedSchema } from '@portal/contracts';
import { Contract } from '../../http/openapi/route-contract';
import { parseInput } from '../../http/validation';
import { Access } from '../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../identity/access/authenticated-user';
import { VerifyContentPasswordCommand } from './verify-content-password.command';

/**
 * `POST /api/media_files/verify_password/`: the shared password staff set on a course unlocks its
 * files for the caller; wrong guesses are throttled like failed sign-ins.
 */
@ApiTags('content')
@Controller('media_files/verify_password')
@Access('applicant')
export class VerifyContentPasswordController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ description: '{detail, course}: the course whose content is now open to the caller' })
  @Contract({ body: contentPasswordSchema, response: contentUnlockedSchema })
  async verify(@CurrentUser() user: AuthenticatedUser, @Ip() address: string, @Body() body: unknown) {
    const { password } = parseInput(contentPasswordSchema, body);
    const course: string = await this.commands.execute(
      new VerifyContentPasswordCommand(user.userId, address, password),
    );
    return { detail: MESSAGES.downloadStarted, course };
  }
}
