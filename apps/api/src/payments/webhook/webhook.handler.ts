import { Inject, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MESSAGES } from '@portal/contracts';
import {
  RefusedError,
  applicationDecider,
  applicationStreamId,
  checkoutSessionDecider,
  checkoutSessionStreamId,
  stripeEventClaimDecider,
  stripeEventStreamId,
} from '@portal/domain';
import type { Logger, Platform } from '@portal/platform';
import Stripe from 'stripe';
import { requestMetadata } from '../../identity/shared/metadata';
import { LOGGER, PLATFORM } from '../../platform/platform.module';
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
    const receiptUrl = await this.receiptUrlOf(connection, session);
    await this.platform.commands.execute(requestMetadata('system'), async (command) => {
      const now = new Date();
      const claim = await command.load(stripeEventStreamId(event.id), stripeEventClaimDecider);
      const claimed = command.decide(claim, 'stripe-event', {
        type: 'ClaimStripeEvent',
        stripeEventId: event.id,
        stripeEventType: event.type,
        now,
      });
      if (claimed.events.length === 0) return;
      const checkout = await command.load(checkoutSessionStreamId(session.id), checkoutSessionDecider);
      if (checkout.state.status !== 'created') {
        // Another integration's checkout on the same Stripe account: not a payment for the portal.
        this.logger.warn(
          { stripeEventId: event.id, sessionId: session.id },
          'webhook for a checkout the portal did not open',
        );
        return;
      }
      const application = await command.load(
        applicationStreamId(checkout.state.session.applicationId),
        applicationDecider,
      );
      command.decide(application, 'application', {
        type: 'RecordPayment',
        paymentId: typeof session.payment_intent === 'string' ? session.payment_intent : session.id,
        checkoutSessionId: session.id,
        amountCents: session.amount_total ?? checkout.state.session.amountCents,
        currency: session.currency ?? checkout.state.session.currency,
        receiptUrl,
        now,
      });
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

  /** The card receipt lives on the charge; Stripe down means 503, and Stripe delivers the event again later. */
  private async receiptUrlOf(connection: StripeConnection, session: Stripe.Checkout.Session): Promise<string | null> {
    if (typeof session.payment_intent !== 'string') return null;
    try {
      const intent = await connection.client.paymentIntents.retrieve(session.payment_intent, {
        expand: ['latest_charge'],
      });
      const charge = intent.latest_charge;
      return charge && typeof charge === 'object' ? (charge.receipt_url ?? null) : null;
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error;
      this.logger.warn(
        { err: error, sessionId: session.id },
        'receipt not readable from Stripe; the webhook will come again',
      );
      throw new ServiceUnavailableException(MESSAGES.paymentsUnavailable);
    }
  }
}
