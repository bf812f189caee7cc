import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { MESSAGES, signUpSchema, detailSchema } from '@portal/contracts';
import { randomUUID } from 'node:crypto';
import { parseInput } from '../../http/validation';
import { Public } from '../access/access.decorator';
import { SignUpCommand } from './sign-up.command';
import { Contract } from '../../http/openapi/route-contract';

@ApiTags('identity')
@Controller('users')
@Public()
export class SignUpController {
  constructor(private readonly commands: CommandBus) {}

  @Post('sign-up')
  @HttpCode(201)
  @ApiCreatedResponse({ description: 'Account created; a verification email is on its way' })
  @Contract({ body: signUpSchema, response: detailSchema })
  async signUp(@Body() body: unknown) {
    const input = parseInput(signUpSchema, body);
    await this.commands.execute(new SignUpCommand(input, randomUUID()));
    return { detail: MESSAGES.confirmationMessageSent };
  }
}
