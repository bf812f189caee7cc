import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { MESSAGES, resetPasswordSchema, detailSchema } from '@portal/contracts';
import { parseInput } from '../../http/validation';
import { Public } from '../access/access.decorator';
import { ResetPasswordCommand } from './reset-password.command';
import { Contract } from '../../http/openapi/route-contract';

/** Sets a new password from the reset link; every session of the account ends. */
@ApiTags('identity')
@Controller('users')
@Public()
export class ResetPasswordController {
  constructor(private readonly commands: CommandBus) {}

  @Post('reset-password')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Password changed; errors carry code `expired` or `inactive`' })
  @Contract({ body: resetPasswordSchema, response: detailSchema })
  async reset(@Body() body: unknown) {
    const { token, password } = parseInput(resetPasswordSchema, body);
    await this.commands.execute(new ResetPasswordCommand(token, password));
    return { detail: MESSAGES.passwordHasBeenReset };
  }
}
