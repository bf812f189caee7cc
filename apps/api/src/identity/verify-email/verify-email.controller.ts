import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { tokenSchema, detailSchema } from '@portal/contracts';
import { parseInput } from '../../http/validation';
import { Public } from '../access/access.decorator';
import { VerifyEmailCommand } from './verify-email.command';
import { Contract } from '../../http/openapi/route-contract';

/** The link of the verification email: confirms the address, once, before it expires. */
@ApiTags('identity')
@Controller('users')
@Public()
export class VerifyEmailController {
  constructor(private readonly commands: CommandBus) {}

  @Post('verification')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Email verified; errors carry code `expired` or `inactive`' })
  @Contract({ body: tokenSchema, response: detailSchema })
  async verify(@Body() body: unknown) {
    const { token } = parseInput(tokenSchema, body);
    await this.commands.execute(new VerifyEmailCommand(token));
    return { detail: 'Email has been verified' };
  }
}
