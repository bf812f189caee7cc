import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { Platform } from '@portal/platform';
import { PLATFORM } from '../platform/platform.module';
import { CreatePaymentSessionController } from './create-session/create-session.controller';
import { CreatePaymentSessionHandler } from './create-session/create-session.handler';
import { ListReceiptsController } from './list-receipts/list-receipts.controller';
import { StripeAccess, connectStripe } from './stripe/stripe-connection';
import { StripeWebhookController } from './webhook/webhook.controller';
import { StripeWebhookHandler } from './webhook/webhook.handler';

const httpControllers = [CreatePaymentSessionController, StripeWebhookController, ListReceiptsController];
const commandHandlers = [CreatePaymentSessionHandler, StripeWebhookHandler];

/** Card payments through Stripe Checkout: open a session, record what Stripe's webhook reports, list receipts. */
@Module({
  imports: [CqrsModule],
  controllers: httpControllers,
  providers: [
    ...commandHandlers,
    {
      provide: StripeAccess,
      useFactory: (platform: Platform) => new StripeAccess(connectStripe(platform.config)),
      inject: [PLATFORM],
    },
  ],
  exports: [StripeAccess],
})
export class PaymentsModule {}
