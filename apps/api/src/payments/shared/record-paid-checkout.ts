import { ServiceUnavailableException } from '@nestjs/common';
import { MESSAGES } from '@portal/contracts';
import {
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
import type { StripeConnection } from '../stripe/stripe-connection';

/** A Stripe event that reported the payment: claimed with it, so its redeliveries are no-ops. */
export interface StripeEventClaim {
  stripeEventId: string;
  stripeEventType: string;
}

/**
 * Records a paid Checkout Session on the application the portal opened it for, whichever way the
 * portal learnt of it (the webhook, the browser's return to success_url, the periodic reconciliation):
 * one decider, idempotent on the session id, so any number of them record it once. A session the
 * portal did not open (another integration's, on the same Stripe account) is left alone.
 */
export async function recordPaidCheckout(
  platform: Platform,
  logger: Logger,
  connection: StripeConnection,
  session: Stripe.Checkout.Session,
  claim: StripeEventClaim | null,
): Promise<void> {
  const receiptUrl = await receiptUrlOf(connection, logger, session);
  await platform.commands.execute(requestMetadata('system'), async (command) => {
    const now = new Date();
    if (claim) {
      const claimStream = await command.load(stripeEventStreamId(claim.stripeEventId), stripeEventClaimDecider);
      const claimed = command.decide(claimStream, 'stripe-event', { type: 'ClaimStripeEvent', ...claim, now });
      if (claimed.events.length === 0) return;
    }
    const checkout = await command.load(checkoutSessionStreamId(session.id), checkoutSessionDecider);
    if (checkout.state.status !== 'created') {
      logger.warn({ sessionId: session.id }, 'paid checkout the portal did not open');
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

/** The card receipt lives on the charge; Stripe down means 503, and the payment is recorded on a later try. */
async function receiptUrlOf(
  connection: StripeConnection,
  logger: Logger,
  session: Stripe.Checkout.Session,
): Promise<string | null> {
  if (typeof session.payment_intent !== 'string') return null;
  try {
    const intent = await connection.client.paymentIntents.retrieve(session.payment_intent, {
      expand: ['latest_charge'],
    });
    const charge = intent.latest_charge;
    return charge && typeof charge === 'object' ? (charge.receipt_url ?? null) : null;
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    logger.warn(
      { err: error, sessionId: session.id },
      'receipt not readable from Stripe; the payment is recorded later',
    );
    throw new ServiceUnavailableException(MESSAGES.paymentsUnavailable);
  }
}
