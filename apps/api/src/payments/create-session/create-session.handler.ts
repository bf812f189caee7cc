import { createHash } from 'node:crypto';
import { Inject, ServiceUnavailableException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MESSAGES, type PaymentSessionRequest, type PaymentSessionView } from '@portal/contracts';
import {
  type Charge,
  type LiveApplication,
  NotFoundError,
  applicationDecider,
  applicationStreamId,
  checkoutApplicationOf,
  checkoutChargeOf,
  checkoutSessionDecider,
  checkoutSessionStreamId,
  courseStreamId,
  profileStreamId,
} from '@portal/domain';
import type { Logger, Platform } from '@portal/platform';
import Stripe from 'stripe';
import { loadCourse } from '../../catalog/shared/load-course';
import { feeFromStreams } from '../../enrollment/shared/fee-from-streams';
import { requestMetadata } from '../../identity/shared/metadata';
import { LOGGER, PLATFORM } from '../../platform/platform.module';
import { type StripeConnection, StripeAccess } from '../stripe/stripe-connection';
import { CreatePaymentSessionCommand } from './create-session.command';
import { checkReturnUrl } from './portal-origin';

const CURRENCY = 'usd';

/**
 * Opens a Stripe Checkout Session for the fee of the caller's own accepted student application. The
 * fee is computed here, never taken from the client; Stripe is called before the command's
 * transaction (no outside call inside one), and the session is then recorded.
 */
@CommandHandler(CreatePaymentSessionCommand)
export class CreatePaymentSessionHandler implements ICommandHandler<CreatePaymentSessionCommand, PaymentSessionView> {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly stripe: StripeAccess,
  ) {}

  async execute({ userId, request, origins }: CreatePaymentSessionCommand): Promise<PaymentSessionView> {
    checkReturnUrl('success_url', request.success_url, origins);
    checkReturnUrl('cancel_url', request.cancel_url, origins);
    // The checks read the streams outside any transaction: Stripe is called before the one that records.
    const reading = this.platform.commands.reading();
    const { state } = await reading.load(applicationStreamId(request.course_application), applicationDecider);
    const application = checkoutApplicationOf(state, userId);
    await reading.preload([courseStreamId(application.courseId), profileStreamId(application.userId)]);
    const course = await loadCourse(reading, application.courseId);
    if (!course) throw new NotFoundError('Application not found.');
    const charge = checkoutChargeOf(application, await feeFromStreams(reading, application), request.amount);
    const connection = this.stripe.connection;
    if (!connection) throw new ServiceUnavailableException(MESSAGES.paymentsUnavailable);
    const session = await this.openCheckout(connection, application, course.name, charge, request);
    await this.platform.commands.execute(requestMetadata(userId), async (command) => {
      const stream = await command.load(checkoutSessionStreamId(session.id), checkoutSessionDecider);
      command.decide(stream, 'checkout-session', {
        type: 'RecordCheckoutSession',
        sessionId: session.id,
        applicationId: application.applicationId,
        userId,
        amountCents: charge.amountCents,
        currency: CURRENCY,
        payWhatYouCan: charge.payWhatYouCan,
        now: new Date(),
      });
    });
    return { session_id: session.id, url: session.url ?? '' };
  }

  private async openCheckout(
    connection: StripeConnection,
    application: LiveApplication,
    courseName: string,
    charge: Charge,
    request: PaymentSessionRequest,
  ): Promise<Stripe.Checkout.Session> {
    const { success_url, cancel_url } = request;
    // A double click (or the SDK's own retry) sends the same key, and Stripe answers with the session
    // it already opened; another amount or return page is another choice, so another session.
    const choice = createHash('sha256')
      .update(JSON.stringify([charge.amountCents, success_url, cancel_url]))
      .digest('hex');
    try {
      return await connection.client.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: application.applicationId,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: CURRENCY,
                unit_amount: charge.amountCents,
                product_data: { name: `${courseName}: course fee` },
              },
            },
          ],
          metadata: { application_id: application.applicationId, user_id: application.userId },
          success_url,
          cancel_url,
        },
        { idempotencyKey: `checkout-${application.applicationId}-${choice.slice(0, 32)}` },
      );
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error;
      this.logger.error(
        { err: error, applicationId: application.applicationId },
        'Stripe refused to open a checkout session',
      );
      throw new ServiceUnavailableException(MESSAGES.paymentsUnavailable);
    }
  }
}
