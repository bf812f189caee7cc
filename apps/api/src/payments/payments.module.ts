import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { Platform } from '@portal/platform';
import { PLATFORM } from '../platform/platform.module';
import { STAND_INS, type StandIns } from '../platform/stand-ins';
import { CreatePaymentSessionController } from './create-session/create-session.controller';
import { CreatePaymentSessionHandler } from './create-session/create-session.handler';
import { ListReceiptsController } from './list-receipts/list-receipts.controller';
import { CheckoutReconciler } from './reconcile-checkouts/checkout-reconciler';
import { ConfirmCheckoutController } from './sync-checkout/confirm-checkout.controller';
import { SyncCheckoutHandler } from './sync-checkout/sync-checkout.handler';
import { StripeAccess, connectStripe } from './stripe/stripe-connection';
import { StripeWebhookController } from './webhook/webhook.controller';
import { StripeWebhookHandler } from './webhook/webhook.handler';

const httpControllers = [
  CreatePaymentSessionController,
  StripeWebhookController,
  ConfirmCheckoutController,
  ListReceiptsController,
];
const commandHandlers = [CreatePaymentSessionHandler, StripeWebhookHandler, SyncCheckoutHandler];

/**
 * Card payments through Stripe Checkout: open a session; record a paid one from Stripe's webhook, the
 * return to success_url or the periodic reconciliation; list receipts.
 */
@Module({
  imports: [CqrsModule],
  controllers: httpControllers,
  providers: [
    ...commandHandlers,
    CheckoutReconciler,
    {
      provide: StripeAccess,
      useFactory: (platform: Platform, standIns: StandIns) =>
        new StripeAccess(connectStripe(platform.config, standIns.stripe)),
      inject: [PLATFORM, STAND_INS],
    },
  ],
  exports: [StripeAccess],
})
export class PaymentsModule {}
