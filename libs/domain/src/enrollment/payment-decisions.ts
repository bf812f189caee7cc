import { NotFoundError } from '../shared/domain-error';
import type { ApplicationState, LiveApplication } from '../applications/application.state';
import type { EnrollmentEvent, RefundReason } from './enrollment.events';
import { BEFORE_PAYMENT, missingStep } from './enrollment-prerequisites';

/** A completed checkout, as the payment provider reported it (the Stripe webhook). */
export interface RecordPayment {
  type: 'RecordPayment';
  paymentId: string;
  checkoutSessionId: string;
  amountCents: number;
  currency: string;
  receiptUrl: string | null;
  now: Date;
}

/** Why money that arrived cannot settle this application's fee, or null when it does. */
function refundReason(state: 'live' | 'withdrawn', application: LiveApplication): RefundReason | null {
  if (state === 'withdrawn') return 'application_withdrawn';
  if (application.role !== 'student') return 'not_payable';
  switch (application.applicationStatus) {
    case 'accepted':
      // Checkout is refused before these steps; money that arrives anyway is kept, not taken as the fee.
      return missingStep(application.enrollment, BEFORE_PAYMENT) === null ? null : 'not_payable';
    case 'declined':
      return application.enrollment.declineReason === 'expired' ? 'offer_expired' : 'offer_declined';
    case 'paid':
      return 'already_paid';
    case 'waived_fee':
      return 'fee_waived';
    default:
      return 'not_payable';
  }
}

/**
 * Money is never lost: a payment is always recorded. On an open student offer it settles the fee
 * (`paid`, `wants_to_enroll`); otherwise it is recorded and flagged for a refund, and the status stays.
 * A checkout session already recorded (a webhook delivered again) records nothing.
 */
export function decidePayment(command: RecordPayment, state: ApplicationState): EnrollmentEvent[] {
  if (state.status === 'none') throw new NotFoundError('Application not found.');
  const { application } = state;
  if (application.enrollment.checkoutSessionIds.includes(command.checkoutSessionId)) return [];
  const { applicationId, userId } = application;
  const { paymentId, checkoutSessionId, amountCents, currency, receiptUrl } = command;
  const at = command.now.toISOString();
  const reason = refundReason(state.status, application);
  const received: EnrollmentEvent = {
    type: 'PaymentReceived',
    data: {
      applicationId,
      userId,
      paymentId,
      checkoutSessionId,
      amountCents,
      currency,
      receiptUrl,
      paidAt: at,
      settlesFee: reason === null,
    },
  };
  if (reason === null) return [received];
  return [
    received,
    {
      type: 'PaymentRefundDue',
      data: { applicationId, userId, paymentId, amountCents, currency, reason, flaggedAt: at },
    },
  ];
}
