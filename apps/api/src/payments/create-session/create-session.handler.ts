import { createHash } from 'node:crypto';
import { Inject, ServiceUnavailableException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MESSAGES, type PaymentSessionRequest, type PaymentSessionView } from '@portal/contracts';
import {
  type Charge,
  NotFoundError,
  RefusedError,
  chargeFor,
  checkoutSessionDecider,
  checkoutSessionStreamId,
  feeBreakdown,
  requireSteps,
  stepsBeforeCheckout,
} from '@portal/domain';
import { type ApplicationWithCourse, feeInputsFor, findEnrollment, findOwnApplication } from '@portal/projections';
import type { Logger, Platform } from '@portal/platform';
import Stripe from 'stripe';
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

  async execute({ userId, request, origin }: CreatePaymentSessionCommand): Promise<PaymentSessionView> {
    checkReturnUrl('success_url', request.success_url, origin);
    checkReturnUrl('cancel_url', request.cancel_url, origin);
    const application = await findOwnApplication(this.platform.db, userId, request.course_application);
    if (!application || application.role !== 'student') throw new NotFoundError('Application not found.');
    if (application.status !== 'accepted') throw new RefusedError('not_allowed', MESSAGES.youCannotPerformThisAction);
    const inputs = await feeInputsFor(this.platform.db, application.id);
    if (!inputs) throw new NotFoundError('Application not found.');
    // A pay-what-you-can amount chosen on the enrollment step counts when the pay step sends none.
    const enrollment = await findEnrollment(this.platform.db, application.id);
    const charge = chargeFor(feeBreakdown(inputs), request.amount ?? enrollment.pwyc_amount_cents);
    requireSteps(
      {
        rolesDocumentAccepted: enrollment.roles_document_accepted,
        supplementalConfirmed: enrollment.supplemental_confirmed,
        funding: enrollment.funding,
        hardship: enrollment.hardship,
        agreementSigned: enrollment.agreement_signed,
        waiveFeeOption: enrollment.waive_fee_option,
      },
      stepsBeforeCheckout(charge.payWhatYouCan),
    );
    const connection = this.stripe.connection;
    if (!connection) throw new ServiceUnavailableException(MESSAGES.paymentsUnavailable);
    const session = await this.openCheckout(connection, application, charge, request);
    await this.platform.commands.execute(requestMetadata(userId), async (command) => {
      const stream = await command.load(checkoutSessionStreamId(session.id), checkoutSessionDecider);
      command.decide(stream, 'checkout-session', {
        type: 'RecordCheckoutSession',
        sessionId: session.id,
        applicationId: application.id,
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
    application: ApplicationWithCourse,
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
          client_reference_id: application.id,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: CURRENCY,
                unit_amount: charge.amountCents,
                product_data: { name: `${application.course.name}: course fee` },
              },
            },
          ],
          metadata: { application_id: application.id, user_id: application.user_id },
          success_url,
          cancel_url,
        },
        { idempotencyKey: `checkout-${application.id}-${choice.slice(0, 32)}` },
      );
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error;
      this.logger.error({ err: error, applicationId: application.id }, 'Stripe refused to open a checkout session');
      throw new ServiceUnavailableException(MESSAGES.paymentsUnavailable);
    }
  }
}
