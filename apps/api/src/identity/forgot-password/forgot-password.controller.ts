import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { MESSAGES, forgotPasswordSchema, detailSchema } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { parseInput } from '../../http/validation';
import { Public } from '../access/access.decorator';
import { ForgotPasswordCommand } from './forgot-password.command';
import { Contract } from '../../http/openapi/route-contract';

/**
 * Sends reset instructions. The answer is the same, in words and time, whether or not the address has
 * an account and whether or not a limit held the email back.
 */
@ApiTags('identity')
@Controller('users')
@Public()
export class ForgotPasswordController {
  constructor(private readonly commands: CommandBus) {}

  @Post('forgot-password')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Instructions sent if the address has an account' })
  @Contract({ body: forgotPasswordSchema, response: detailSchema })
  async forgot(@Body() body: unknown, @Req() request: FastifyRequest) {
    const { email } = parseInput(forgotPasswordSchema, body);
    await this.commands.execute(new ForgotPasswordCommand(email, request.ip));
    return { detail: MESSAGES.instructionsHaveBeenSent };
  }
}
