import { Inject, ServiceUnavailableException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type CheckoutConfirmation, MESSAGES } from '@portal/contracts';
import { NotFoundError, checkoutSessionDecider, checkoutSessionStreamId } from '@portal/domain';
import type { Logger, Platform } from '@portal/platform';
import Stripe from 'stripe';
import { LOGGER, PLATFORM } from '../../platform/platform.module';
import { recordPaidCheckout } from '../shared/record-paid-checkout';
import { StripeAccess } from '../stripe/stripe-connection';
import { SyncCheckoutCommand } from './sync-checkout.command';

/**
 * The webhook is not the only way a payment reaches the portal: the return to success_url and the
 * periodic reconciliation retrieve the session from Stripe and record it with the webhook's decider.
 */
@CommandHandler(SyncCheckoutCommand)
export class SyncCheckoutHandler implements ICommandHandler<SyncCheckoutCommand, CheckoutConfirmation> {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly stripe: StripeAccess,
  ) {}

  async execute({ sessionId, userId }: SyncCheckoutCommand): Promise<CheckoutConfirmation> {
    const { state } = await this.platform.commands
      .reading()
      .load(checkoutSessionStreamId(sessionId), checkoutSessionDecider);
    // Another person's session, or one the portal never opened, does not exist for the caller.
    if (state.status !== 'created' || (userId !== null && state.session.userId !== userId))
      throw new NotFoundError('Not found.');
    const connection = this.stripe.connection;
    if (!connection) throw new ServiceUnavailableException(MESSAGES.paymentsUnavailable);
    let session: Stripe.Checkout.Session;
    try {
      session = await connection.client.checkout.sessions.retrieve(sessionId);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error;
      this.logger.warn({ err: error, sessionId }, 'checkout session not readable from Stripe');
      throw new ServiceUnavailableException(MESSAGES.paymentsUnavailable);
    }
    const paid = session.payment_status === 'paid';
    if (paid) await recordPaidCheckout(this.platform, this.logger, connection, session, null);
    return { session_id: sessionId, paid };
  }
}
