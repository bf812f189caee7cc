import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { MESSAGES, tokenSchema, detailSchema } from '@portal/contracts';
import { parseInput } from '../../http/validation';
import { Public } from '../access/access.decorator';
import { ConfirmNewEmailCommand } from './confirm-new-email.command';
import { Contract } from '../../http/openapi/route-contract';

/** The link sent to the new address: the account switches to it. */
@ApiTags('identity')
@Controller('users')
@Public()
export class ConfirmNewEmailController {
  constructor(private readonly commands: CommandBus) {}

  @Post('verification-new-email')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Email changed; errors carry code `expired` or `inactive`' })
  @Contract({ body: tokenSchema, response: detailSchema })
  async confirm(@Body() body: unknown) {
    const { token } = parseInput(tokenSchema, body);
    await this.commands.execute(new ConfirmNewEmailCommand(token));
    return { detail: MESSAGES.emailHasBeenChanged };
  }
}
