import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MESSAGES } from '@portal/contracts';
import { RefusedError } from '@portal/domain';
import type { Logger, Platform } from '@portal/platform';
import type Stripe from 'stripe';
import { LOGGER, PLATFORM } from '../../platform/platform.module';
import { recordPaidCheckout } from '../shared/record-paid-checkout';
import { type StripeConnection, StripeAccess } from '../stripe/stripe-connection';
import { StripeWebhookCommand } from './webhook.command';

/** The events that mean money arrived for a checkout (a card at once, or a delayed method later). */
const PAYING_EVENTS = ['checkout.session.completed', 'checkout.session.async_payment_succeeded'];

/**
 * A Stripe webhook: verified first (a bad signature is refused before anything is read or written),
 * then, for a paid checkout the portal opened, the payment is recorded on the application in the same
 * transaction that claims the Stripe event id, so any number of deliveries record it once.
 */
@CommandHandler(StripeWebhookCommand)
export class StripeWebhookHandler implements ICommandHandler<StripeWebhookCommand, void> {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly stripe: StripeAccess,
  ) {}

  async execute({ rawBody, signature }: StripeWebhookCommand): Promise<void> {
    const connection = this.stripe.connection;
    if (!connection) throw new NotFoundException();
    const event = this.verified(connection, rawBody, signature);
    if (!PAYING_EVENTS.includes(event.type)) return;
    const session = event.data.object as Stripe.Checkout.Session;
    if (session.payment_status !== 'paid') return;
    await recordPaidCheckout(this.platform, this.logger, connection, session, {
      stripeEventId: event.id,
      stripeEventType: event.type,
    });
  }

  private verified(connection: StripeConnection, rawBody: Buffer | undefined, signature: string | undefined) {
    try {
      if (!rawBody || !signature) throw new Error('no body or no signature');
      return connection.client.webhooks.constructEvent(rawBody, signature, connection.webhookSecret);
    } catch {
      throw new RefusedError('invalid_signature', MESSAGES.invalidStripeSignature);
    }
  }
}
