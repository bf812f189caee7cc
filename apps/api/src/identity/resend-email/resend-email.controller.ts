import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { MESSAGES, typedTokenSchema, detailSchema } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { parseInput } from '../../http/validation';
import { Public } from '../access/access.decorator';
import { ResendEmailCommand } from './resend-email.command';
import { Contract } from '../../http/openapi/route-contract';

/**
 * A fresh link for an expired one (the verification page's Resend button). The old token only has to
 * be genuine, not still valid: that is the point of resending.
 */
@ApiTags('identity')
@Controller('users')
@Public()
export class ResendEmailController {
  constructor(private readonly commands: CommandBus) {}

  @Post('resend-email')
  @HttpCode(200)
  @ApiOkResponse({ description: 'A new email with a new link is on its way' })
  @Contract({ body: typedTokenSchema, response: detailSchema })
  async resend(@Body() body: unknown, @Req() request: FastifyRequest) {
    const { token, token_type } = parseInput(typedTokenSchema, body);
    await this.commands.execute(new ResendEmailCommand(token_type, token, request.ip));
    return { detail: MESSAGES.emailHasBeenSent };
  }
}
