import { Body, Controller, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { paymentSessionSchema, paymentSessionViewSchema } from '@portal/contracts';
import type { Platform } from '@portal/platform';
import { parseInput } from '../../http/validation';
import { Access } from '../../identity/access/access.decorator';
import { type AuthenticatedUser, CurrentUser } from '../../identity/access/authenticated-user';
import { PLATFORM } from '../../platform/platform.module';
import { CreatePaymentSessionCommand } from './create-session.command';
import { portalOrigins } from './portal-origin';
import { Contract } from '../../http/openapi/route-contract';

@ApiTags('payments')
@Controller('payments')
@Access('applicant')
export class CreatePaymentSessionController {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly commands: CommandBus,
  ) {}

  /** The pay step: a checkout session for the caller's own accepted student application. */
  @Post('session')
  @ApiCreatedResponse({ description: '{session_id, url}: the hosted checkout to send the browser to' })
  @Contract({ body: paymentSessionSchema, response: paymentSessionViewSchema })
  create(@CurrentUser() user: AuthenticatedUser, @Body() body: unknown) {
    const input = parseInput(paymentSessionSchema, body);
    return this.commands.execute(
      new CreatePaymentSessionCommand(user.userId, input, portalOrigins(this.platform.config)),
    );
  }
}
