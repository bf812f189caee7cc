import { Controller, Headers, HttpCode, Post, type RawBodyRequest, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../identity/access/access.decorator';
import { StripeWebhookCommand } from './webhook.command';

@Controller('payments')
@Public()
export class StripeWebhookController {
  constructor(private readonly commands: CommandBus) {}

  /** Stripe's deliveries; the signature, over the exact bytes received, is the authentication. */
  @Post('webhook')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  async receive(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature: string | undefined,
  ) {
    await this.commands.execute(new StripeWebhookCommand(request.rawBody, signature));
    return { received: true };
  }
}
