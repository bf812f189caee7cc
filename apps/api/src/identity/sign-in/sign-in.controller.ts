import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { signInSchema, tokenResponseSchema } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { parseInput } from '../../http/validation';
import { Public } from '../access/access.decorator';
import { SignInCommand } from './sign-in.command';
import { Contract } from '../../http/openapi/route-contract';

@ApiTags('identity')
@Controller('users')
@Public()
export class SignInController {
  constructor(private readonly commands: CommandBus) {}

  @Post('sign-in')
  @HttpCode(200)
  @ApiOkResponse({ description: '{"token": "..."}; send it as `Authorization: Token <token>`' })
  @Contract({ body: signInSchema, response: tokenResponseSchema })
  signIn(@Body() body: unknown, @Req() request: FastifyRequest): Promise<{ token: string }> {
    const { username, password } = parseInput(signInSchema, body);
    return this.commands.execute(new SignInCommand(username, password, request.ip));
  }
}
